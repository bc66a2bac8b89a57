// routes.ts: one entry per schema-driven route, in menu order, each loading its schema lazily so
// every page's JSON is its own chunk. (Crud screens are not here: the admin app fetches their
// schemas from the API.)
import path from 'node:path';
import type { DerivedRoute } from '../../../lib/schema-check/routes';
import { GENERATED_HEADER } from './header';
import { code, literal } from './literal';

const SCHEMA_TYPE = { database: 'DatabaseSchema', 'database-detail': 'DatabaseSchema', analysis: 'AnalysisSchema' } as const;

const PREAMBLE = `import type { ExportCode, PageCode, RouteId } from './codes';
import type { AnalysisSchema, DatabaseSchema, Label } from './schema-types';

export type SchemaModule<T> = Promise<{ default: T }>;

/** Every file was validated against its meta-schema before this was generated, so the JSON module has that type. */
function schemaLoader<T>(load: () => Promise<unknown>): () => SchemaModule<T> {
  return load as () => SchemaModule<T>;
}

interface RouteBase {
  id: RouteId;
  path: string;
  /** First path segment: basic-database, market-database or competitive-analysis. */
  area: string;
  /** Menu group (registry section id). */
  section: string;
  title: Label;
  menuOrder: number;
  /** true: a route without a menu entry (detail pages, hidden pages). */
  menuHidden: boolean;
}

export interface DatabaseRouteEntry extends RouteBase {
  kind: 'database' | 'database-detail';
  pageCode: PageCode;
  exportCode?: ExportCode;
  load: () => SchemaModule<DatabaseSchema>;
}

export interface AnalysisRouteEntry extends RouteBase {
  kind: 'analysis';
  pageCode: PageCode;
  exportCode: ExportCode;
  load: () => SchemaModule<AnalysisSchema>;
}

export type RouteEntry = DatabaseRouteEntry | AnalysisRouteEntry;
`;

/** The import specifier of a schema file as seen from src/generated. */
function importPath(root: string, schemaFile: string): string {
  const from = path.join(root, 'src', 'generated');
  return path.relative(from, schemaFile).split(path.sep).join('/');
}

export function emitRoutes(routes: DerivedRoute[], root: string): string {
  const entries = routes.map((route) => ({
    id: route.id,
    path: route.path,
    kind: route.kind,
    area: route.area,
    section: route.section,
    title: route.title,
    pageCode: route.pageCode,
    exportCode: route.exportCode,
    menuOrder: route.menuOrder,
    menuHidden: route.menuHidden,
    load: code(`schemaLoader<${SCHEMA_TYPE[route.kind]}>(() => import(${JSON.stringify(importPath(root, route.schemaFile))}))`),
  }));
  return `${GENERATED_HEADER}\n${PREAMBLE}\nexport const routes: RouteEntry[] = ${literal(entries)};\n`;
}

// The validated files, sorted into registries and page schemas with their types, which is what
// the cross-reference checks and the emitters read.
import type {
  AnalysisSchema,
  ColumnTypesRegistry,
  CrudSchema,
  DatabaseSchema,
  FilterSetSchema,
  MarketRegistry,
  SectionsRegistry,
  WidgetsRegistry,
} from '../../src/generated/schema-types';
import type { ProblemSink } from './problems';
import type { ValidFile } from './validate-shape';

export interface Entry<T> {
  file: string;
  absPath: string;
  schema: T;
}

export interface Registries {
  sections: Entry<SectionsRegistry>;
  columnTypes: Entry<ColumnTypesRegistry>;
  widgets: Entry<WidgetsRegistry>;
  market: Entry<MarketRegistry>;
}

export interface Project extends Registries {
  databases: Entry<DatabaseSchema>[];
  analyses: Entry<AnalysisSchema>[];
  filterSets: Entry<FilterSetSchema>[];
  cruds: Entry<CrudSchema>[];
}

const REGISTRY_KINDS = { sections: 'sections', columnTypes: 'column-types', widgets: 'widgets', market: 'market' } as const;

function entry<T>(file: ValidFile): Entry<T> {
  return { file: file.file, absPath: file.absPath, schema: file.data as T };
}

/** Sorts files by kind; null (with a problem) when a registry is missing or duplicated. */
export function buildProject(files: ValidFile[], registryFolder: string, sink: ProblemSink): Project | null {
  const registries: Partial<Record<keyof Registries, Entry<unknown>>> = {};
  let complete = true;
  for (const [name, kind] of Object.entries(REGISTRY_KINDS) as [keyof Registries, string][]) {
    const found = files.filter((f) => f.kind === kind);
    if (found.length === 1) registries[name] = entry(found[0]);
    else {
      complete = false;
      const where = found.length ? found.map((f) => f.file).join(', ') : 'none valid';
      sink.report(registryFolder, '', `needs exactly one valid registry of kind "${kind}" (found: ${where}); cross-references were not checked`);
    }
  }
  if (!complete) return null;
  const of = <T>(kind: string) => files.filter((f) => f.kind === kind).map((f) => entry<T>(f));
  return {
    ...(registries as unknown as Registries),
    databases: of<DatabaseSchema>('database'),
    analyses: of<AnalysisSchema>('analysis'),
    filterSets: of<FilterSetSchema>('filter-set'),
    cruds: of<CrudSchema>('crud'),
  };
}

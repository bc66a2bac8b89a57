// The reader's side of the registry (DESIGN §10.3): reads the version, the stored documents and the
// tables' columns, and builds the complete model map; it writes nothing and runs no DDL, so any
// replica may run it whenever registry_version moves. A stored document that does not validate, does
// not compile or does not fit its table (missing table or columns) is left out with its problems,
// and so is a stored screen that points at one left out; the other screens are served as before.
import type { CrudSchema } from '../../../../src/generated/schema-types';
import { checkCrudDocuments, STORED_PREFIX } from '../../../../lib/schema-check/crud-sources';
import { formatProblem } from '../../../../lib/schema-check/problems';
import { expandScreen } from '../../../../src/shared/crud/screen';
import type { AppContext } from '../../../context';
import { missingColumns, schemaColumns, type TableSpec } from '../../../db/runtime-ddl';
import { compileScreen, type ScreenModel } from './model';
import { checkStoredTables } from './table-policy';

export interface StoredDocument {
  id: string;
  data: unknown;
}

export interface LoadedScreens {
  version: number;
  models: Map<string, ScreenModel>;
  /** `db:crud_schema/<id>:/pointer: message` of the stored documents left out. */
  storedProblems: string[];
  /** Problems of the schema files (a starting server stops on them, a reload logs them). */
  fileProblems: string[];
}

export function tableSpec(model: ScreenModel): TableSpec {
  return { table: model.table, primaryKey: model.pk.key, fields: model.screen.fields };
}

/** The shared validation of files ∪ stored documents, with the run-time table policy on the stored ones. */
export function checkScreens(root: string, stored: StoredDocument[]) {
  return checkCrudDocuments(root, stored, { checkStored: checkStoredTables });
}

export function parseDocument(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The model of a screen, or the line saying why it cannot be compiled. */
export function compileEntry(file: string, schema: CrudSchema): ScreenModel | string {
  try {
    return compileScreen(expandScreen(schema));
  } catch (error) {
    return `${file}:: ${(error as Error).message}`;
  }
}

export async function loadScreens(context: Pick<AppContext, 'db' | 'dialect'>, root: string): Promise<LoadedScreens> {
  const { db, dialect } = context;
  // The version first: a store committed after this read makes the next check reload once more.
  const version = (await db.selectFrom('registry_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version;
  let stored = (await db.selectFrom('crud_schema').select(['id', 'document']).orderBy('id').execute()).map((row) => ({ id: row.id, data: parseDocument(row.document) }));
  const tables = await schemaColumns(db, dialect);
  const unfit: string[] = [];
  // A stored screen that does not fit its table is left out, and the rest checked again without it,
  // so a screen pointing at it (remote) is left out too.
  for (;;) {
    const { problems, screens } = checkScreens(root, stored);
    const lines = problems.map(formatProblem);
    const models = new Map<string, ScreenModel>();
    const leftOut = new Set<string>();
    for (const { file, schema } of screens) {
      const model = compileEntry(file, schema);
      const missing = typeof model === 'string' ? [model] : missingColumns(tableSpec(model), tables).map((m) => `${file}:/table: ${m}`);
      if (typeof model !== 'string' && missing.length === 0) {
        models.set(model.id, model);
        continue;
      }
      lines.push(...missing);
      if (file.startsWith(STORED_PREFIX)) leftOut.add(file.slice(STORED_PREFIX.length));
    }
    if (leftOut.size === 0) {
      const all = [...unfit, ...lines].sort();
      return {
        version,
        models,
        storedProblems: all.filter((line) => line.startsWith(STORED_PREFIX)),
        fileProblems: all.filter((line) => !line.startsWith(STORED_PREFIX)),
      };
    }
    unfit.push(...lines.filter((line) => [...leftOut].some((id) => line.startsWith(`${STORED_PREFIX}${id}:`))));
    stored = stored.filter((document) => !leftOut.has(document.id));
  }
}

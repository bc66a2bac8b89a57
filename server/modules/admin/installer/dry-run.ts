// The dry run (issue 25 item 4): everything an install would change, checked before anything is
// changed. The module's screens are validated together with every schema file and every stored
// screen by the registry writers' own validation (checkStore); its tables are the `ext_` tables of
// its screens (a table another module made is not its to take); its seed rows go only into those
// tables and only into their known columns; its rules and menus must not be names someone else
// holds; the product version and the dependencies must fit. Nothing here writes.
import semver from 'semver';
import { STORED_PREFIX } from '../../../../lib/schema-check/crud-sources';
import type { CrudSchema } from '../../../../src/generated/schema-types';
import type { AppContext } from '../../../context';
import { tableColumns } from '../../../db/runtime-ddl';
import { AppError } from '../../../http/errors';
import { compileEntry } from '../registry/load';
import type { ScreenModel } from '../registry/model';
import { screenRules } from '../registry/rule-sync';
import { checkStore, storedRows } from '../registry/write';
import type { ModuleContent } from './content';
import { parseJson, readInstall } from './install-row';

export interface InstallPlan {
  models: ScreenModel[];
  /** Tables of its screens that do not exist yet (made, then seeded, by the install). */
  newTables: string[];
  /** Every table of its screens. */
  tables: string[];
  rules: string[];
  menus: string[];
}

export function ownerOf(uid: string): `module:${string}` {
  return `module:${uid}`;
}

/** Problems of the dependencies: each must be installed at a version its range accepts. */
export async function dependencyProblems(ctx: AppContext, dependencies: Record<string, string>): Promise<string[]> {
  const problems: string[] = [];
  for (const [uid, range] of Object.entries(dependencies)) {
    const row = await readInstall(ctx.db, uid);
    if (!row || (row.state !== 'installed' && row.state !== 'disabled')) problems.push(`dependencies/${uid}: needs ${uid} ${range}, which is not installed`);
    else if (!semver.satisfies(row.version, range)) problems.push(`dependencies/${uid}: needs ${uid} ${range}, ${row.version} is installed`);
    else if (row.state === 'disabled') problems.push(`dependencies/${uid}: needs ${uid} ${range}, which is disabled`);
  }
  return problems;
}

/** The tables the other modules made (a module never takes over another's table). */
async function tablesOfOthers(ctx: AppContext, uid: string): Promise<Map<string, string>> {
  const rows = await ctx.db.selectFrom('module_install').select(['uid', 'tables']).where('uid', '!=', uid).execute();
  return new Map(rows.flatMap((row) => parseJson<string[]>(row.tables, []).map((table) => [table, row.uid] as const)));
}

export async function dryRun(ctx: AppContext, root: string, productVersion: string, content: ModuleContent, screens: unknown[] = content.screens): Promise<InstallPlan> {
  const { manifest } = content;
  const problems = [...content.problems];
  if (!semver.satisfies(productVersion, manifest.productVersions)) {
    problems.push(`productVersions: the module needs product ${manifest.productVersions}, this is ${productVersion}`);
  }
  problems.push(...(await dependencyProblems(ctx, manifest.dependencies as Record<string, string>)));

  const models: ScreenModel[] = [];
  try {
    const owner = ownerOf(manifest.uid);
    for (const { file, schema } of checkStore(root, await storedRows(ctx.db), owner, screens).screens) {
      const model = compileEntry(file, schema as CrudSchema);
      if (typeof model === 'string') problems.push(model);
      else models.push(model);
    }
  } catch (error) {
    if (!(error instanceof AppError) || error.message !== 'registry.invalid') throw error;
    problems.push(...(error.content as { problems: string[] }).problems);
  }

  const others = await tablesOfOthers(ctx, manifest.uid);
  const tables: string[] = [];
  const newTables: string[] = [];
  for (const model of models) {
    const owner = others.get(model.table);
    if (owner) problems.push(`${STORED_PREFIX}${model.id}:/table: "${model.table}" belongs to the module ${owner}`);
    tables.push(model.table);
    if (!(await tableColumns(ctx.db, ctx.dialect, model.table))) newTables.push(model.table);
  }
  for (const seed of content.seeds) {
    const model = models.find((m) => m.table === seed.table);
    if (!model) {
      problems.push(`seed/${seed.table}: seed rows go only into the tables of the module's own screens`);
      continue;
    }
    const columns = new Set(model.readable.map((f) => f.column));
    const unknown = new Set(seed.rows.flatMap((row) => Object.keys(row).filter((key) => !columns.has(key))));
    if (unknown.size > 0) problems.push(`seed/${seed.table}: no such column: ${[...unknown].join(', ')}`);
  }

  const rules = models.flatMap(screenRules);
  const names = rules.map((r) => r.name);
  const held = names.length === 0 ? [] : await ctx.db.selectFrom('admin_rule').select(['name', 'owner']).where('name', 'in', names).execute();
  for (const rule of held.filter((r) => r.owner !== ownerOf(manifest.uid))) problems.push(`rules/${rule.name}: the rule is held by ${rule.owner}`);

  if (problems.length > 0) throw new AppError(400, 'installer.dryRunFailed', { problems }, { count: problems.length });
  return { models, newTables, tables, rules: names, menus: rules.filter((r) => r.type === 'menu').map((r) => r.name) };
}

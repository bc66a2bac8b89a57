// Module sources for the installer's tests and bench: a manifest, crud screens over `ext_` tables
// (the registry tests' notes screen) and seed rows, as the package's files.
import { noteScreen } from '../helpers/registry';

export interface ModuleSpec {
  uid: string;
  version?: string;
  /** Screen ids; each gets the table ext_<id with _>. */
  screens?: string[];
  /** Seed rows for the first screen's table. */
  rows?: number;
  /** A row (1-based) whose subject repeats the first row's, on a unique column: its insert fails. */
  duplicateAt?: number;
  dependencies?: Record<string, string>;
  /** Extra fields of every screen (a new version adds a column). */
  extraFields?: unknown[];
}

export const tableOf = (screen: string) => `ext_${screen.replace(/-/g, '_')}`;

export function moduleFiles(spec: ModuleSpec): Map<string, Buffer> {
  const version = spec.version ?? '1.0.0';
  const screens = spec.screens ?? [`${spec.uid}-note`];
  const manifest = {
    kind: 'module',
    uid: spec.uid,
    version,
    title: { 'zh-cn': `模块 ${spec.uid}`, en: `Module ${spec.uid}` },
    description: { 'zh-cn': '测试模块', en: 'A module for tests' },
    category: 'test',
    developer: 'tests',
    price: {},
    productVersions: '>=0.1.0',
    dependencies: spec.dependencies ?? {},
    changelog: [{ version, date: '2026-11-01', notes: { 'zh-cn': '版本', en: 'Release' } }],
  };
  const files = new Map<string, Buffer>([['module.json', Buffer.from(JSON.stringify(manifest))]]);
  for (const id of screens) {
    const screen = noteScreen(id, tableOf(id));
    // A unique subject, so a repeated one is a failing seed row.
    const fields: unknown[] = [{ ...screen.fields[0], unique: true }, ...screen.fields.slice(1), ...(spec.extraFields ?? [])];
    Object.assign(screen, { fields });
    files.set(`schemas/${id}.json`, Buffer.from(JSON.stringify(screen)));
  }
  const rows = Array.from({ length: spec.rows ?? 0 }, (_, i) => ({ subject: `note ${i + 1 === spec.duplicateAt ? 1 : i + 1}`, priority: i % 5, done: i % 2 === 0 }));
  if (rows.length > 0) files.set(`seed/01-${tableOf(screens[0])}.jsonl`, Buffer.from(rows.map((r) => JSON.stringify(r)).join('\n') + '\n'));
  return files;
}

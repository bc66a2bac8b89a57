// Crud screens and database views for the registry's tests: a small notes screen to store or put in
// a file, a project root with extra schema files, and a read-only view of the app database that
// refuses anything but SELECT (a registry reading through it proves its reload writes nothing).
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Kysely, KyselyPlugin, RootOperationNode } from 'kysely';
import type { Database } from '../../../server/db/schema';

export function noteScreen(id: string, table: string) {
  return {
    $schema: '../_meta/crud.schema.json',
    kind: 'crud',
    id,
    schemaVersion: 2,
    title: { 'zh-cn': '运营备忘', en: 'Operations notes' },
    scope: 'admin',
    menu: { group: 'routine', order: 90, icon: 'FileTextOutlined' },
    table,
    primaryKey: 'id',
    presets: ['id', 'createdAt', 'updatedAt'],
    fields: [
      { key: 'subject', label: { 'zh-cn': '主题', en: 'Subject' }, type: 'string', length: 80, list: { operator: 'contains', sortable: true }, form: { widget: 'input', validator: ['required'] } },
      { key: 'priority', label: { 'zh-cn': '优先级', en: 'Priority' }, type: 'integer', default: 0, list: { operator: 'eq', sortable: true }, form: { widget: 'number' } },
      { key: 'done', label: { 'zh-cn': '已完成', en: 'Done' }, type: 'boolean', default: false, list: { operator: 'eq', render: 'switch' }, form: { widget: 'switch' } },
    ],
    quickSearch: ['subject'],
    actions: ['index', 'add', 'edit', 'del'],
  };
}

/** A project root whose schemas/ is the real one plus more files in schemas/admin. */
export function rootWith(extra: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'chis-registry-'));
  mkdirSync(join(root, 'schemas', 'admin'), { recursive: true });
  for (const name of readdirSync(resolve('schemas'))) {
    if (name !== 'admin') symlinkSync(resolve('schemas', name), join(root, 'schemas', name));
  }
  for (const name of readdirSync(resolve('schemas', 'admin'))) symlinkSync(resolve('schemas', 'admin', name), join(root, 'schemas', 'admin', name));
  for (const [file, data] of Object.entries(extra)) writeFileSync(join(root, 'schemas', 'admin', file), JSON.stringify(data, null, 2));
  return root;
}

function isRead(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return true;
  return node.kind === 'RawNode' && /^\s*select\b/i.test(node.sqlFragments.join('?'));
}

/** The same database, refusing every statement but SELECT; `refused` lists what was tried. */
export function readOnly(db: Kysely<Database>): { db: Kysely<Database>; refused: string[] } {
  const refused: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (!isRead(node)) {
        refused.push(node.kind);
        throw new Error(`read-only: ${node.kind} refused`);
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), refused };
}

// The server's crud registry validates the stored screens (crud_schema rows) with the generator's
// own code, together with the files: same messages, `db:crud_schema/<id>` in place of a path.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCrudDocuments } from '../../../lib/schema-check/crud-sources';
import { generate } from '../../../scripts/schemas/generate';
import { formatProblem } from '../../../lib/schema-check/problems';
import { BASE_FIXTURES, INVALID_FIXTURES, REGISTRY, ROOT } from './helpers';

const label = (text: string) => ({ 'zh-cn': text, en: text });

/** A sound stored screen whose group field points at the admin-group file screen. */
function plans(overrides: Record<string, unknown> = {}) {
  return {
    $schema: 'crud.schema.json',
    kind: 'crud',
    id: 'plans',
    schemaVersion: 2,
    title: label('Plans'),
    scope: 'admin',
    menu: { group: 'member', order: 90 },
    table: 'plans',
    primaryKey: 'id',
    presets: ['id', 'createdAt', 'updatedAt'],
    fields: [
      { key: 'name', label: label('Name'), type: 'string', length: 100, list: { operator: 'contains' }, form: { widget: 'input', validator: ['required'] } },
      {
        key: 'group_id',
        label: label('Admin group'),
        type: 'integer',
        remote: { screen: 'admin-group', label: 'name' },
        list: { operator: 'eq' },
        form: { widget: 'remote-select' },
      },
    ],
    quickSearch: ['name'],
    actions: ['index', 'add', 'edit', 'del', 'select'],
    ...overrides,
  };
}

const lines = (stored: { id: string; data: unknown }[]) => checkCrudDocuments(ROOT, stored).problems.map(formatProblem);

// The first call validates every file under schemas/ (meta-schemas compiled once per process).
describe('checkCrudDocuments', { timeout: 30_000 }, () => {
  it('accepts the files alone and returns every crud file as a screen', () => {
    const result = checkCrudDocuments(ROOT, []);
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.screens.map((s) => s.schema.id)).toEqual(expect.arrayContaining(['admin', 'admin-group', 'user', 'my-money-log']));
    expect(result.screens.every((s) => s.file.startsWith('schemas/'))).toBe(true);
  });

  it('accepts a good stored document, including one whose remote points at a file screen, with any $schema', () => {
    const result = checkCrudDocuments(ROOT, [{ id: 'plans', data: plans() }]);
    expect(result.problems).toEqual([]);
    const screen = result.screens.find((s) => s.file === 'db:crud_schema/plans');
    expect(screen?.schema.id).toBe('plans');
  });

  it('reports a bad stored document as db:crud_schema/<id>:/pointer: message and leaves it out', () => {
    const data = plans({ fields: [{ key: 'name', label: label('Name'), type: 'integer', list: { operator: 'contains' } }], quickSearch: [] });
    const result = checkCrudDocuments(ROOT, [{ id: 'plans', data }]);
    expect(result.problems.map(formatProblem)).toEqual([
      'db:crud_schema/plans:/fields/0/list/operator: operator "contains" is not allowed for type integer (allowed: eq, ne, in, gt, gte, lt, lte, between, isNull)',
    ]);
    expect(result.screens.some((s) => s.file === 'db:crud_schema/plans')).toBe(false);
  });

  it('refuses the designer-only `design` of a field in a stored document (the designer strips it before storing)', () => {
    const fields = plans().fields.map((f, i) => (i === 0 ? { ...f, design: { preset: 'string', renamedFrom: 'title' } } : f));
    expect(lines([{ id: 'plans', data: plans({ fields }) }])).toEqual([
      'db:crud_schema/plans:/fields/0/design: "design" belongs only to a design sent to the CRUD designer, never to a screen file or a stored screen',
    ]);
  });

  it('reports shape mistakes through the same meta-schema messages', () => {
    expect(lines([{ id: 'plans', data: plans({ scope: 'everyone' }) }])).toEqual([
      'db:crud_schema/plans:/scope: "everyone" is not allowed (allowed: admin, member)',
    ]);
    expect(lines([{ id: 'plans', data: 'not an object' }])).toEqual(['db:crud_schema/plans:: must be a JSON object']);
    expect(lines([{ id: 'plans', data: plans({ kind: 'database' }) }])).toEqual([
      'db:crud_schema/plans:/kind: "database" is not allowed in crud_schema (allowed: crud)',
    ]);
  });

  it('refuses a stored document that duplicates a file id, and one whose id is not its row id', () => {
    expect(lines([{ id: 'admin', data: plans({ id: 'admin' }) }])).toEqual(['db:crud_schema/admin:/id: duplicate id "admin" (already owned by schemas/admin/admin.json:/id)']);
    expect(lines([{ id: 'tariffs', data: plans() }])).toEqual(['db:crud_schema/tariffs:/id: must be "tariffs" (the id of its crud_schema row)']);
  });

  it('refuses a stored document over a file screen’s table or link table', () => {
    const data = plans({ table: 'admin_group', fields: [{ key: 'name', label: label('Name'), type: 'text' }], quickSearch: [] });
    expect(lines([{ id: 'plans', data }])).toEqual(['db:crud_schema/plans:/table: table "admin_group" belongs to schemas/admin/admin-group.json; a stored screen keeps to tables of its own']);
    const groups = { key: 'groups', label: label('Groups'), type: 'links', links: { table: 'admin_group_access', self: 'admin_id', other: 'group_id' } };
    expect(lines([{ id: 'plans', data: plans({ fields: [...plans().fields, groups] }) }])).toEqual([
      'db:crud_schema/plans:/fields/2/links/table: table "admin_group_access" belongs to schemas/admin/admin.json; a stored screen keeps to tables of its own',
    ]);
  });

  it('leaves out a stored document the caller’s own check reports, with the caller’s words', () => {
    const result = checkCrudDocuments(ROOT, [{ id: 'plans', data: plans() }], {
      checkStored: (schema, report) => report('/table', `"${schema.table}" is not allowed here`),
    });
    expect(result.problems.map(formatProblem)).toEqual(['db:crud_schema/plans:/table: "plans" is not allowed here']);
    expect(result.screens.some((s) => s.file === 'db:crud_schema/plans')).toBe(false);
  });

  it('leaves out a stored screen that points at a stored screen with problems', () => {
    const broken = plans({ id: 'tiers', table: 'tiers', quickSearch: ['nickname'] });
    const pointing = plans({
      id: 'offers',
      table: 'offers',
      fields: [{ key: 'tier_id', label: label('Tier'), type: 'integer', remote: { screen: 'tiers', label: 'name' }, form: { widget: 'remote-select' } }],
      quickSearch: [],
    });
    const result = checkCrudDocuments(ROOT, [
      { id: 'tiers', data: broken },
      { id: 'offers', data: pointing },
    ]);
    expect(result.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^db:crud_schema\/offers:\/fields\/0\/remote\/screen: unknown crud screen "tiers"/),
      'db:crud_schema/tiers:/quickSearch/0: field "nickname" does not exist in this schema',
    ]);
    expect(result.screens.map((s) => s.file).filter((f) => f.startsWith('db:'))).toEqual([]);
  });

  it('says of a stored document exactly what the generator says of the same file', async () => {
    const file = `${INVALID_FIXTURES}/crud-operator-type.json`;
    const data = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as { id: string };
    const generated = await generate({ root: ROOT, sources: [REGISTRY, BASE_FIXTURES, file] });
    const stored = checkCrudDocuments(ROOT, [{ id: data.id, data }]);
    const strip = (problems: { pointer: string; message: string }[]) => problems.map((p) => `${p.pointer}: ${p.message}`);
    expect(strip(stored.problems)).toEqual(strip(generated.problems));
    expect(stored.problems.every((p) => p.file === `db:crud_schema/${data.id}`)).toBe(true);
  });

  it('is cheap to repeat: unchanged files are not validated again', () => {
    checkCrudDocuments(ROOT, []);
    const started = performance.now();
    for (let i = 0; i < 10; i += 1) checkCrudDocuments(ROOT, [{ id: 'plans', data: plans() }]);
    expect((performance.now() - started) / 10).toBeLessThan(100);
  });
});

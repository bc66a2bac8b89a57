// The CRUD designer's page (issue 24 items 1-2) against the API at the network edge: the form's own
// rules before anything is sent (one primary key, spec §5's messages), a renamed field keeps its
// column (design.renamedFrom, the settings that name it follow), a destructive change needs the
// table name typed and an apply reads the admin index again (the new menu entry, no reload), and
// the server's `pointer: message` problems land on the field they point into. zh-cn and en.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminMenuNode } from '../../../src/app/admin/api/types';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import type { DesignPreview } from '../../../src/shared/crud/designer';
import { server } from '../setup';
import { adminIndex, ADMIN_API, ok, openApp, refused, storeAdminToken } from './harness';

vi.setConfig({ testTimeout: 40_000 });

const RULES = ['crud-log', 'crud-log/index', 'crud-log/info', 'crud-log/preview', 'crud-log/apply'];
const records: AdminMenuNode = { id: 5, pid: 0, type: 'menu', name: 'crud-log', title: { 'zh-cn': 'CRUD 记录', en: 'CRUD records' }, path: 'crud-log', icon: '', menuType: 'tab', url: '' };
const notes: AdminMenuNode = { ...records, id: 6, name: 'competitor-note', path: 'competitor-note', title: { 'zh-cn': '竞品笔记', en: 'Competitor notes' } };

/** A design record as GET /crud-log/<id> answers it: its document is the design applied. */
const RECORD = {
  id: 7,
  table_name: 'ext_competitor_note',
  screen_id: 'competitor-note',
  status: 'success',
  document: {
    kind: 'crud',
    id: 'competitor-note',
    schemaVersion: 2,
    title: { 'zh-cn': '竞品笔记', en: 'Competitor notes' },
    scope: 'admin',
    menu: { group: 'routine', order: 100 },
    table: 'ext_competitor_note',
    primaryKey: 'id',
    fields: [
      { key: 'id', label: { 'zh-cn': 'ID', en: 'ID' }, type: 'integer', readOnly: true, list: {} },
      { key: 'product', label: { 'zh-cn': '产品', en: 'Product' }, type: 'string', length: 100, list: {}, form: { widget: 'input' } },
      { key: 'remark', label: { 'zh-cn': '备注', en: 'Remark' }, type: 'string', nullable: true, form: { widget: 'textarea' } },
    ],
    quickSearch: ['product'],
    actions: ['index', 'info', 'add', 'edit', 'del', 'select'],
  },
};

const preview = (extra: Partial<DesignPreview> = {}): DesignPreview => ({
  table: 'ext_competitor_note',
  screen: 'competitor-note',
  operations: [{ op: 'create', to: 'ext_competitor_note', impact: { rows: 0, indexes: [], unconvertible: 0, examples: [] }, destructive: false }],
  destructive: false,
  blocked: [],
  ...extra,
});

type Body = { design: { table: string; primaryKey: string; quickSearch?: string[]; fields: { key: string; design?: Record<string, string> }[] }; confirm?: string };

/** The designer at `path`, with the API answering `answers`; what the page sent is collected. */
function open(path: string, answers: { preview?: () => Response; apply?: () => Response } = {}) {
  storeAdminToken();
  const sent: { previews: Body[]; applies: Body[]; indexCalls: number } = { previews: [], applies: [], indexCalls: 0 };
  server.use(
    http.get(`${ADMIN_API}/index`, () => {
      sent.indexCalls += 1;
      // After an apply the index carries the new screen's menu entry and rules.
      const applied = sent.applies.length > 0;
      return ok(adminIndex({ menus: applied ? [records, notes] : [records], rules: applied ? [...RULES, 'competitor-note', 'competitor-note/index'] : RULES }) as unknown as JsonBodyType);
    }),
    http.get(`${ADMIN_API}/crud-log/tables`, () => ok([{ table: 'ext_competitor_note', screen: 'competitor-note', rows: 3 }])),
    http.get(`${ADMIN_API}/crud-log/7`, () => ok(RECORD)),
    http.post(`${ADMIN_API}/crud-log/preview`, async ({ request }) => (sent.previews.push((await request.json()) as Body), answers.preview?.() ?? ok(preview() as unknown as JsonBodyType))),
    http.post(`${ADMIN_API}/crud-log/apply`, async ({ request }) => {
      sent.applies.push((await request.json()) as Body);
      return answers.apply?.() ?? ok({ screen: 'competitor-note', table: 'ext_competitor_note', record: 8, operations: [], changed: true });
    }),
  );
  return { sent, ...openApp(path) };
}

const input = (testid: string) => {
  const element = screen.getByTestId(testid);
  return (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' ? element : element.querySelector('input, textarea')) as HTMLInputElement;
};
const type = (testid: string, value: string) => fireEvent.change(input(testid), { target: { value } });
const field = (key: string) => screen.getByTestId(`crud-log-field-${key}`);

async function nameTheTable() {
  await screen.findByTestId('crud-log-designer');
  type('crud-log-table-name', 'competitor_note');
  type('crud-log-title-zh', '竞品笔记');
}

describe('the CRUD designer page', () => {
  it('asks for exactly one primary key before it sends anything (zh-cn)', async () => {
    const { sent } = open('/admin/crud-log/design');
    await nameTheTable();
    expect(input('crud-log-screen-id').value).toBe('competitor-note');
    fireEvent.click(screen.getByTestId('crud-log-preset-string'));
    fireEvent.click(screen.getByTestId('crud-log-remove-id'));
    fireEvent.click(screen.getByTestId('crud-log-save'));
    expect((await screen.findByTestId('crud-log-problems')).textContent).toContain('必须设计一个主键字段');

    // The field made from the string preset is chosen: made a key beside the primary-key entry, it is one too many.
    fireEvent.click(screen.getByTestId('crud-log-preset-primaryKey'));
    fireEvent.click(field('name'));
    fireEvent.click(input('crud-log-setting-primaryKey'));
    await waitFor(() => expect(screen.getByTestId('crud-log-settings').textContent).toContain('只允许一个主键'));
    expect(screen.getByTestId('crud-log-preset-primaryKey').hasAttribute('disabled')).toBe(true);
    expect(sent.previews).toEqual([]);

    fireEvent.click(input('crud-log-setting-primaryKey'));
    fireEvent.click(screen.getByTestId('crud-log-save'));
    await waitFor(() => expect(sent.previews).toHaveLength(1));
    const { design } = sent.previews[0];
    expect(design).toMatchObject({ table: 'competitor_note', primaryKey: 'id', title: { 'zh-cn': '竞品笔记', en: '竞品笔记' } });
    expect(design.fields.find((f) => f.key === 'id')?.design).toEqual({ preset: 'primaryKey' });
    expect(design.fields.find((f) => f.key === 'name')?.design).toEqual({ preset: 'string' });
  });

  it('designs again from a record: a rename keeps its column, a destructive change needs the table name, an apply brings the menu entry', async () => {
    const destructive = preview({
      destructive: true,
      operations: [
        { op: 'rename', field: 'product_name', from: 'product', to: 'product_name', impact: { rows: 3, indexes: [], unconvertible: 0, examples: [] }, destructive: false },
        { op: 'drop', field: 'remark', impact: { rows: 2, indexes: ['ext_competitor_note_remark'], unconvertible: 0, examples: [] }, destructive: true },
      ],
    });
    const { sent } = open('/admin/crud-log/design?record=7', { preview: () => ok(destructive as unknown as JsonBodyType) });
    await screen.findByTestId('crud-log-designer');
    expect(screen.getByTestId('crud-log-from-record').textContent).toBe('来自记录 #7');
    expect(input('crud-log-table-name').value).toBe('competitor_note');
    expect(input('crud-log-table-name').readOnly).toBe(true);
    fireEvent.click(field('product'));
    type('crud-log-setting-key', 'product_name');
    expect(field('product_name').textContent).toContain('由 product 改名');
    fireEvent.click(screen.getByTestId('crud-log-remove-remark'));
    fireEvent.click(screen.getByTestId('crud-log-save'));
    await waitFor(() => expect(sent.previews).toHaveLength(1));
    const { design } = sent.previews[0];
    expect(design.fields.map((f) => [f.key, f.design])).toEqual([
      ['id', undefined],
      ['product_name', { renamedFrom: 'product' }],
    ]);
    expect(design.quickSearch).toEqual(['product_name']);
    expect(design.table).toBe('competitor_note');

    const dialog = await screen.findByTestId('crud-log-operations');
    expect(dialog.textContent).toContain('改名');
    expect(dialog.textContent).toContain('product → product_name');
    expect(dialog.textContent).toContain('删除字段');
    expect(dialog.textContent).toContain('2 行有值');
    expect(dialog.textContent).toContain('ext_competitor_note_remark');
    const apply = () => screen.getByTestId('crud-log-apply') as HTMLButtonElement;
    expect(apply().disabled).toBe(true);
    type('crud-log-confirm', 'competitor');
    expect(apply().disabled).toBe(true);
    type('crud-log-confirm', 'competitor_note');
    expect(apply().disabled).toBe(false);
    const before = sent.indexCalls;
    fireEvent.click(apply());
    await waitFor(() => expect(sent.applies).toHaveLength(1));
    expect(sent.applies[0].confirm).toBe('competitor_note');
    await waitFor(() => expect(sent.indexCalls).toBe(before + 1));
    const menu = await screen.findByTestId('admin-menu');
    await waitFor(() => expect(within(menu).getByText('竞品笔记')).toBeTruthy());
  });

  it('puts the server’s problems on the field and the table they point into (en)', async () => {
    appStore.set(localeAtom, 'en');
    const problems = ['/table: "select" is a reserved word and cannot name a table', '/fields/1/key: a field name starts with a letter or underscore'];
    open('/admin/crud-log/design', { preview: () => refused(400, 'The design has 2 problem(s)', { problems }) });
    await screen.findByTestId('crud-log-designer');
    expect(screen.getByText('Field presets')).toBeTruthy();
    type('crud-log-table-name', 'notes');
    type('crud-log-title-en', 'Notes');
    fireEvent.click(screen.getByTestId('crud-log-preset-string'));
    fireEvent.click(screen.getByTestId('crud-log-save'));
    expect(await screen.findByText('"select" is a reserved word and cannot name a table')).toBeTruthy();
    // Field 1 of the design is the one after the primary key (created_at is written last of the own fields here: id, created_at, name).
    fireEvent.click(field('created_at'));
    expect(screen.getByTestId('crud-log-settings').textContent).toContain('a field name starts with a letter or underscore');
    // A change clears the server's word: it was about the design as it was sent.
    type('crud-log-table-name', 'notes_two');
    await waitFor(() => expect(screen.queryByText('"select" is a reserved word and cannot name a table')).toBeNull());
  });
});

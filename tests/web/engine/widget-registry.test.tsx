// The open widget registry (DESIGN §10.7): a field whose widget the editor module draws says 'Please
// install editor' with a link to the marketplace until a bundle registers the widget through the module
// api, then the same open form draws the module's widget in place and saves what it edits; the list's
// cell takes the module's renderer too. Removing the module's parts brings the notice back.
import type { ChangeEvent } from 'react';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { moduleApi } from '../../../src/engine/modules/host';
import type { ModuleCellProps, ModuleFormWidgetProps } from '../../../src/engine/modules/module-api';
import type { CrudSchema } from '../../../src/generated/schema-types';
import { fakeBackend, renderCrud } from './crud-harness';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await import('../../../src/engine/renderers/crud/CrudPage');
}, 60_000);

const l = (zh: string, en: string) => ({ 'zh-cn': zh, en });

const articles: CrudSchema = {
  $schema: '../_meta/crud.schema.json',
  kind: 'crud',
  id: 'fx-article',
  schemaVersion: 2,
  title: l('文章', 'Articles'),
  scope: 'admin',
  table: 'ext_fx_article',
  primaryKey: 'id',
  presets: ['id'],
  fields: [
    { key: 'title', label: l('标题', 'Title'), type: 'string', list: {}, form: { widget: 'input' } },
    { key: 'body', label: l('正文', 'Body'), type: 'text', list: {}, form: { widget: 'editor' } },
  ],
  actions: ['index', 'edit'],
};

const row = { id: 1, title: 'Launch', body: '<p>Hello <b>world</b></p>' };

/** What a module's bundle would register: a plain text box standing in for the editor, and a text-only cell. */
function FakeEditor({ value, onChange, 'aria-label': label }: ModuleFormWidgetProps) {
  return <textarea data-testid="fake-editor" aria-label={label} value={String(value ?? '')} onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange?.(e.target.value)} />;
}
function PlainCell({ value }: ModuleCellProps) {
  return <span data-testid="plain-cell">{String(value).replace(/<[^>]*>/g, '')}</span>;
}

describe('open widget registry', () => {
  it("shows 'Please install editor' with a marketplace link until a module registers the widget, then draws and saves it", async () => {
    const backend = fakeBackend([articles], { 'fx-article': [row] });
    const opened: string[] = [];
    renderCrud('fx-article', backend, { locale: 'en', moduleLink: (module) => ({ href: `/admin/module?uid=${module}`, open: () => opened.push(module) }) });

    // Without the module the list shows the stored text as text (escaped, never as markup).
    await waitFor(() => expect(screen.getByText('<p>Hello <b>world</b></p>')).toBeTruthy());
    fireEvent.click(screen.getByTestId('fx-article-edit-1'));
    const notice = await screen.findByTestId('body-missing-widget');
    expect(notice.textContent).toContain('Please install editor');
    const link = screen.getByTestId('body-missing-widget-marketplace') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/admin/module?uid=editor');
    fireEvent.click(link);
    expect(opened).toEqual(['editor']);

    // The bundle arrives while the form is open: the field draws the module's widget in place.
    const module = moduleApi();
    act(() => {
      module.api.registerFormWidget('editor', FakeEditor);
      module.api.registerCellRenderer('editor', PlainCell);
    });
    const editor = (await screen.findByTestId('fake-editor')) as HTMLTextAreaElement;
    expect(screen.queryByTestId('body-missing-widget')).toBeNull();
    expect(editor.value).toBe(row.body);
    expect(editor.getAttribute('aria-label')).toBe('Body');
    fireEvent.change(editor, { target: { value: '<p>Changed</p>' } });
    fireEvent.click(screen.getByTestId('fx-article-submit'));
    await waitFor(() => expect(backend.of('edit')).toHaveLength(1));
    expect(backend.of('edit')[0].args).toEqual([1, { title: 'Launch', body: '<p>Changed</p>' }]);
    // The list redraws its cells with the module's renderer.
    await waitFor(() => expect(screen.getByTestId('plain-cell').textContent).toBe('Hello world'));

    // A disabled module's parts leave: the notice is back, a second registration of a taken name is refused.
    act(() => module.dispose());
    fireEvent.click(screen.getByTestId('fx-article-edit-1'));
    await waitFor(() => expect(screen.getAllByTestId('body-missing-widget').length).toBeGreaterThan(0));
    expect(() => moduleApi().api.registerFormWidget('input', FakeEditor)).toThrow('form widget "input" is already registered');
  });

  it('says it in Chinese, and without a marketplace gives no link', async () => {
    const backend = fakeBackend([articles], { 'fx-article': [row] });
    renderCrud('fx-article', backend);
    await waitFor(() => expect(screen.getByTestId('fx-article-edit-1')).toBeTruthy());
    fireEvent.click(screen.getByTestId('fx-article-edit-1'));
    expect((await screen.findByTestId('body-missing-widget')).textContent).toContain('请安装 editor 模块');
    expect(screen.queryByTestId('body-missing-widget-marketplace')).toBeNull();
  });
});

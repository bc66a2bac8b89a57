// Item 10 of issue 21: a boolean filter (status, secret, restored…) sent 0/1 and the list API
// refused it with a 400. The filter form now sends true/false, the one encoding of a boolean on the
// wire: the request the screen makes is parsed here by the server's own list-parameter parser.
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import adminGroupSchema from '../../../schemas/admin/admin-group.json';
import { serializeParams } from '../../../src/api/serialize';
import { listParams } from '../../../src/app/admin/api/resource-provider';
import type { CrudSchema } from '../../../src/generated/schema-types';
import { expandScreen } from '../../../src/shared/crud/screen';
import { compileScreen } from '../../../server/modules/admin/registry/model';
import { parseListParams } from '../../../server/modules/admin/resource/list-query';
import { fakeBackend, renderCrud } from './crud-harness';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await import('../../../src/engine/renderers/crud/CrudPage');
}, 60_000);

const schema = adminGroupSchema as unknown as CrudSchema;
const groups = [
  { id: 1, pid: 0, name: '超级管理员', rules: ['*'], status: 1 },
  { id: 2, pid: 0, name: '停用组', rules: [], status: 0 },
];

/** Picks an option of the antd select inside a filter. */
async function pick(filter: HTMLElement, option: string) {
  fireEvent.mouseDown(filter.querySelector('.ant-select-selector')!);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('a boolean filter', () => {
  it.each([
    ['禁用', false, 0],
    ['启用', true, 1],
  ])('“%s” is sent as %s and the server reads it as %s', async (label, sent, stored) => {
    const backend = fakeBackend([schema], { 'admin-group': groups });
    renderCrud('admin-group', backend);
    await screen.findByTestId('admin-group-table');
    fireEvent.click(screen.getByTestId('admin-group-com-search'));
    await pick(await screen.findByTestId('admin-group-filter-status'), label);
    fireEvent.click(screen.getByTestId('admin-group-search'));
    await waitFor(() => expect(backend.lists('admin-group').at(-1)?.search).toEqual([{ field: 'status', operator: 'eq', value: sent }]));

    // The same request through the wire's query string and the server's parser: no 400.
    const query = Object.fromEntries(new URLSearchParams(serializeParams(listParams(backend.lists('admin-group').at(-1)!))));
    const parsed = parseListParams(compileScreen(expandScreen(schema)), query);
    expect(parsed.search.map((term) => [term.field.key, term.operator, term.value])).toEqual([['status', 'eq', stored]]);
  });
});

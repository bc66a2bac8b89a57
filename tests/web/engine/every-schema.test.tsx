// Smoke: the engine renders every `database` schema of the product (no page-specific code), with a
// page of rows made from each schema's own field types, every filter widget resolved and named.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabasePageSchema } from '../../../src/engine/schema/types';
import { renderDatabasePage, serveDatabase } from './harness';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

const files = import.meta.glob<DatabasePageSchema>('../../../schemas/basic/*.json', { eager: true, import: 'default' });
// A page that exists only as a test fixture file renders the same way: a new JSON file is a new page.
const fixtures = import.meta.glob<DatabasePageSchema>('../../fixtures/schemas/new-page/*.json', { eager: true, import: 'default' });
const schemas = [...Object.values(files), ...Object.values(fixtures)].filter((s) => s.kind === 'database');

function sampleValue(type: string, i: number): unknown {
  switch (type) {
    case 'number':
    case 'money':
      return 10.5 + i;
    case 'integer':
      return i;
    case 'percent':
      return 0.25;
    case 'date':
      return '2024-03-0' + ((i % 9) + 1);
    case 'datetime':
      return '2024-03-01T08:00:00.000Z';
    case 'tags':
      return ['甲', '乙'];
    case 'bool':
      return i % 2 === 0;
    default:
      return `值${i}`;
  }
}

function rowsFor(schema: DatabasePageSchema, n: number) {
  return Array.from({ length: n }, (_, i) => Object.fromEntries(schema.fields.map((f) => [f.key, f.key === schema.source.primaryKey ? `r${i}` : sampleValue(f.type, i)])));
}

beforeAll(async () => {
  await import('../../../src/engine/renderers/database/DatabasePage');
}, 60_000);

describe('every database schema renders', () => {
  it('has the spec pages and the fixture page', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(20);
    expect(schemas.map((s) => s.id)).toContain('fixture-new-library');
  });

  it.each(schemas.map((s) => [s.id, s] as const))('%s', async (id, schema) => {
    serveDatabase(id, rowsFor(schema, 3));
    renderDatabasePage(schema, { codes: [schema.permissions.view, schema.permissions.export] });
    const table = await screen.findByTestId(`${id}-table`);
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(3));
    const shown = schema.fields.filter((f) => !f.hidden && !f.defaultHidden);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(shown.length);
    for (const f of schema.fields.filter((f) => f.filter && !f.filter.visibleWhen)) {
      // Every filter's control is named by the schema label (issue 14): a range names each input
      // "label ≥" / "label ≤", a checkbox or radio group names the group.
      const name = new RegExp(`^${f.label['zh-cn'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( [≥≤])?$`);
      expect(within(screen.getByTestId(`${id}-filter-${f.key}`)).getAllByLabelText(name).length).toBeGreaterThan(0);
    }
    expect(screen.getByTestId(`${id}-export`)).toBeTruthy();
  });
});

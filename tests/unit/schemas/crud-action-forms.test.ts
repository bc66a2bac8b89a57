// A custom action's dialog (`form`) is checked like a screen's fields plus what only a dialog has:
// inputs on every field, no shadowing of id/ids/the idempotency key, a delta over numeric fields.
import { describe, expect, it } from 'vitest';
import { checkCrudDocuments } from '../../../lib/schema-check/crud-sources';
import { formatProblem } from '../../../lib/schema-check/problems';
import { ROOT } from './helpers';

const label = (text: string) => ({ 'zh-cn': text, en: text });

function wallets(form: Record<string, unknown>) {
  return {
    $schema: 'crud.schema.json',
    kind: 'crud',
    id: 'wallets',
    schemaVersion: 2,
    title: label('Wallets'),
    scope: 'admin',
    table: 'wallets',
    primaryKey: 'id',
    presets: ['id'],
    fields: [
      { key: 'name', label: label('Name'), type: 'string', list: {} },
      { key: 'money', label: label('Money'), type: 'bigint', readOnly: true, list: { render: 'money' } },
    ],
    actions: ['index', { name: 'topUp', label: label('Top up'), target: 'row', form }],
  };
}

const choice = { key: 'field', label: label('Field'), type: 'string', options: [{ value: 'money', label: label('Money') }], form: { widget: 'radio-group' } };
const change = { key: 'change', label: label('Change'), type: 'decimal', form: { widget: 'number' } };

const problems = (form: Record<string, unknown>) =>
  checkCrudDocuments(ROOT, [{ id: 'wallets', data: wallets(form) }])
    .problems.map(formatProblem)
    .filter((line) => line.includes('db:crud_schema/wallets'));

describe('custom action forms', { timeout: 30_000 }, () => {
  it('accepts a delta form with an idempotency key (and the member screen adjust form)', () => {
    expect(problems({ fields: [choice, change], idempotencyKey: 'key', delta: { field: 'field', change: 'change' } })).toEqual([]);
  });

  it('runs the field checks on the dialog fields, pointing into the action', () => {
    const lines = problems({ fields: [{ ...change, form: { widget: 'switch' } }] });
    expect(lines.join('\n')).toContain('/actions/1/form/fields/0/form/widget');
  });

  it('refuses a field without input, a reserved key and a delta over a text field', () => {
    const text = problems({
      fields: [{ key: 'id', label: label('Id'), type: 'integer', form: { widget: 'number' } }, { key: 'note', label: label('Note'), type: 'string' }],
      delta: { field: 'name', change: 'note' },
    }).join('\n');
    expect(text).toContain('"id" is sent by the dialog itself');
    expect(text).toContain('/actions/1/form/fields/1: a field of an action form needs "form"');
    expect(text).toContain('field "note" is string; a change is');
    expect(text).toContain('screen field "name" is string');
  });
});

import { describe, expect, it } from 'vitest';
import { filterOptions } from '../../../src/engine/adapters/formily/filter-fields';
import { compileDatabaseList } from '../../../src/engine/model/compile-database';
import { facetFields, type ListFilter } from '../../../src/engine/model/list-model';
import { formatValue } from '../../../src/engine/schema/format';
import { filterWidget } from '../../../src/engine/schema/registry';
import type { DatabaseField, DatabasePageSchema } from '../../../src/engine/schema/types';

const label = { 'zh-cn': '字段', en: 'Field' };

describe('widget lookup', () => {
  it("uses the field's widget, else the column type's default for the operator", () => {
    expect(filterWidget({ key: 'a', label, type: 'text', filter: { op: 'in', widget: 'checkbox-group' } }).component).toBe('Checkbox.Group');
    expect(filterWidget({ key: 'a', label, type: 'date', filter: { op: 'between' } }).id).toBe('date-range');
  });

  it('throws on an unknown widget or one not made for filters, instead of falling back', () => {
    expect(() => filterWidget({ key: 'a', label, type: 'text', filter: { op: 'eq', widget: 'magic' } })).toThrow('unknown filter widget "magic" for field "a"');
    expect(() => filterWidget({ key: 'a', label, type: 'text', filter: { op: 'eq', widget: 'password' } })).toThrow('unknown filter widget "password"');
  });
});

describe('cell formatters', () => {
  const field = (type: string, extra: Partial<DatabaseField> = {}): DatabaseField => ({ key: 'v', label, type, ...extra });
  it.each([
    ['money', 1234.5, 'zh-cn', '1,234.50'],
    ['integer', 1234567, 'en', '1,234,567'],
    ['percent', 0.1234, 'zh-cn', '12.34%'],
    ['bool', true, 'zh-cn', '是'],
    ['bool', false, 'en', 'No'],
    ['tags', ['医保', '基药'], 'zh-cn', '医保、基药'],
    ['datetime', '2024-01-02T03:04:05.000Z', 'en', '2024-01-02 03:04:05'],
    ['text', null, 'en', ''],
  ] as const)('%s %j (%s) → %s', (type, value, locale, text) => {
    expect(formatValue(field(type), value, locale)).toBe(text);
  });

  // Issue 13 items 1 and 2: a price cut stored as 64.7 (points) is 64.70 %, not 6,470.00 %; a year is
  // printed as a name, never grouped like a quantity.
  it('honours the percent unit the schema declares', () => {
    expect(formatValue(field('percent', { percentScale: 'points' }), 64.7, 'zh-cn')).toBe('64.70%');
    expect(formatValue(field('percent', { percentScale: 'fraction' }), 0.647, 'en')).toBe('64.70%');
  });

  it('prints years without digit grouping', () => {
    expect(formatValue(field('year'), 2024, 'zh-cn')).toBe('2024');
    expect(formatValue(field('year'), 2024, 'en')).toBe('2024');
    expect(formatValue(field('integer'), 2024, 'en')).toBe('2,024');
  });

  it('shows enum option labels in the chosen language', () => {
    const f = field('enum', { options: [{ value: 'A', label: { 'zh-cn': '甲类', en: 'Class A' } }] });
    expect(formatValue(f, 'A', 'en')).toBe('Class A');
    expect(formatValue(f, 'Z', 'en')).toBe('Z');
  });

  it('shows tag elements as their option labels where the schema has them', () => {
    const f = field('tags', { options: [{ value: '国家集采', label: { 'zh-cn': '国家集采', en: 'National VBP' } }] });
    expect(formatValue(f, ['国家集采', '其他'], 'en')).toBe('National VBP, 其他');
  });
});

// The compiled filter of one field (the list model is what the filter form draws).
function compiled(field: DatabaseField): ListFilter {
  const model = compileDatabaseList({ id: 'fx', source: { table: 'fx', primaryKey: 'id' }, fields: [field] } as DatabasePageSchema);
  return model.filters[0];
}

describe('filter options and facets', () => {
  const enumField: DatabaseField = {
    key: 'cls',
    label,
    type: 'enum',
    options: [
      { value: '甲', label: { 'zh-cn': '甲类', en: 'A' } },
      { value: '乙', label: { 'zh-cn': '乙类', en: 'B' } },
    ],
    filter: { op: 'in', widget: 'checkbox-group', facet: true },
  };

  it('puts the facet count beside each option, zero for values without rows', () => {
    expect(filterOptions(compiled(enumField), [{ value: '甲', count: 7 }], 'zh-cn')).toEqual([
      { value: '甲', label: '甲类 (7)' },
      { value: '乙', label: '乙类 (0)' },
    ]);
    expect(filterOptions(compiled(enumField), undefined, 'en')).toEqual([
      { value: '甲', label: 'A' },
      { value: '乙', label: 'B' },
    ]);
  });

  it('takes the options of a free-text multi-select from the facet values', () => {
    const f: DatabaseField = { key: 'form', label, type: 'text', filter: { op: 'in', widget: 'select-multi' } };
    expect(filterOptions(compiled(f), [{ value: '片剂', count: 3 }], 'zh-cn')).toEqual([{ value: '片剂', label: '片剂 (3)' }]);
    expect(compiled(f)).toMatchObject({ widget: { component: 'Select', props: { mode: 'multiple' } }, choices: { kind: 'facets' } });
  });

  it('gives flags and is-empty filters yes/no options', () => {
    const remark: DatabaseField = { key: 'remark', label, type: 'text', filter: { op: 'isNull', widget: 'yes-no' } };
    expect(filterOptions(compiled(remark), undefined, 'en')).toEqual([
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ]);
    expect(compiled(remark)).toMatchObject({ widget: { component: 'YesNo' }, choices: { kind: 'yes-no' } });
  });

  it('has percentage ranges typed in %, scaled to what the table stores', () => {
    const cut = (percentScale: 'points' | 'fraction'): DatabaseField => ({ key: 'cut', label, type: 'percent', percentScale, filter: { op: 'between' } });
    expect(compiled(cut('points')).widget).toMatchObject({ component: 'NumberRange', props: { suffix: '%', scale: 1 } });
    expect(compiled(cut('fraction')).widget).toMatchObject({ component: 'NumberRange', props: { suffix: '%', scale: 100 } });
    const year: DatabaseField = { key: 'year', label, type: 'year', filter: { op: 'between' } };
    expect(compiled(year).widget.props).not.toHaveProperty('suffix');
  });

  it('asks facets only for enumerated filters that show counts or need values', () => {
    const schema = {
      id: 'fx',
      source: { table: 'fx', primaryKey: 'id' },
      fields: [
        enumField,
        { key: 'form', label, type: 'text', filter: { op: 'in', widget: 'select-multi' } },
        { key: 'name', label, type: 'text', filter: { op: 'contains' } },
        { key: 'price', label, type: 'money', filter: { op: 'between' } },
        { key: 'ok', label, type: 'bool', filter: { op: 'eq' } },
      ],
    } as DatabasePageSchema;
    expect(facetFields(compileDatabaseList(schema))).toEqual(['cls', 'form']);
  });
});

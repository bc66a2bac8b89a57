// The bench's data: a database page of 50 columns of mixed data — Chinese product names, ASCII codes,
// numbers, money, percentages, dates, years — and 100 rows of deterministic values, compiled by the
// engine's own list compiler (so both tables format alike). Only text columns: a cell kind that mounts
// a component (a switch, a tag) would measure that component, not the table.
import { compileDatabaseList } from '../../../src/engine/model/compile-database';
import type { Row } from '../../../src/engine/model/list-model';
import type { DatabaseField, DatabasePageSchema } from '../../../src/engine/schema/types';

export const COLUMNS = 50;
export const ROWS = 100;

const KINDS: Pick<DatabaseField, 'type' | 'percentScale'>[] = [
  { type: 'text' },
  { type: 'number' },
  { type: 'money' },
  { type: 'percent', percentScale: 'fraction' },
  { type: 'date' },
  { type: 'integer' },
  { type: 'year' },
  { type: 'text' },
  { type: 'number' },
  { type: 'text' },
];

const fields: DatabaseField[] = Array.from({ length: COLUMNS }, (_, i) => ({
  key: `c${i}`,
  label: { 'zh-cn': `列${i}`, en: `Column ${i}` },
  width: 120 + (i % 4) * 20,
  ...KINDS[i % KINDS.length],
}));

const schema = {
  $schema: '',
  kind: 'database',
  id: 'bench',
  schemaVersion: 1,
  title: { 'zh-cn': '基准', en: 'Bench' },
  section: 'bench',
  menu: { order: 1 },
  permissions: { view: 'BENCH', export: 'BENCH' },
  source: { table: 'bench', primaryKey: 'id' },
  fields: [{ key: 'id', label: { 'zh-cn': 'ID', en: 'ID' }, type: 'text', hidden: true }, ...fields],
} as DatabasePageSchema;

export const model = compileDatabaseList(schema);

/** A small deterministic generator, so every load draws the same table. */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

const NAMES = ['阿莫西林胶囊', '头孢克肟片', '二甲双胍缓释片', '阿托伐他汀钙片', '奥美拉唑肠溶胶囊', '布洛芬缓释胶囊'];
const WORDS = ['amoxicillin', 'cefixime', 'metformin XR', 'atorvastatin', 'omeprazole', 'ibuprofen SR'];

export function makeRows(): Row[] {
  const next = random(42);
  return Array.from({ length: ROWS }, (_, r) => {
    const row: Row = { id: `R${r}` };
    fields.forEach((field, c) => {
      const x = next();
      row[field.key] = {
        // Even text columns hold Chinese names, odd ones ASCII words and codes.
        text: c % 2 === 0 ? `${NAMES[Math.floor(x * NAMES.length)]} ${r}-${c}` : `${WORDS[Math.floor(x * WORDS.length)]} SKU-${r * 100 + c}`,
        number: x * 1e6,
        money: Math.round(x * 1e7),
        percent: x,
        date: `20${10 + Math.floor(x * 15)}-0${1 + Math.floor(x * 9)}-1${Math.floor(x * 9)}`,
        integer: Math.floor(x * 1e5),
        year: 2010 + Math.floor(x * 16),
      }[field.type];
    });
    return row;
  });
}

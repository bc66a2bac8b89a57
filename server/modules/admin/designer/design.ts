// A design as the designer receives it → the crud document it stores. The design is a crud document
// of the meta-schema whose `table` has no prefix and whose fields may carry `design` (the palette
// entry, the column a field had before: docs/admin.md). Here: the designer's own rules (spec §5 —
// the table name, exactly one primary key, field names), the defaults a designer leaves out, the
// `ext_` prefix, and `design` stripped. Everything else is the registry's shared validation.
import type { CrudField, CrudSchema } from '../../../../src/generated/schema-types';
import { DESIGNED_FIELD_KEY, DESIGNED_TABLE_NAME_MAX, DESIGNED_TABLE_PREFIX, tableNameProblem } from '../../../../src/shared/crud/designer';
import type { MessageKey } from '../../../http/messages';
import { isProductTable } from '../registry/table-policy';

export interface DesignProblem {
  pointer: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

export interface NormalisedDesign {
  /** The crud document to store (table prefixed, `design` stripped, defaults filled). */
  document: CrudSchema;
  /** Field key → the column it had before this edit. */
  renamedFrom: Map<string, string>;
  /** Field key → its pointer in the design. */
  pointers: Map<string, string>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The table name a design gives, without the prefix (a design started from `ext_x` may keep it). */
export function designedName(table: unknown): string {
  if (typeof table !== 'string') return '';
  return table.startsWith(DESIGNED_TABLE_PREFIX) ? table.slice(DESIGNED_TABLE_PREFIX.length) : table;
}

function checkTable(table: unknown, problems: DesignProblem[]): string {
  const name = designedName(table);
  const field = '/table';
  const problem = tableNameProblem(name);
  if (problem === 'tableRequired') problems.push({ pointer: field, key: 'designer.tableRequired' });
  else if (isProductTable(name)) problems.push({ pointer: field, key: 'designer.productTable', params: { name } });
  else if (problem === 'tableName') problems.push({ pointer: field, key: 'designer.tableName', params: { max: DESIGNED_TABLE_NAME_MAX } });
  else if (problem === 'tableReserved') problems.push({ pointer: field, key: 'designer.tableReserved', params: { name } });
  return DESIGNED_TABLE_PREFIX + name;
}

/** Exactly one primary key: the `primaryKey` the design names, the `id` preset, or the field made from the primaryKey palette entry. */
function primaryKeyOf(design: Record<string, unknown>, fields: CrudField[], marked: number[], problems: DesignProblem[]): string {
  const presets = Array.isArray(design.presets) ? design.presets : [];
  const candidates = [...(presets.includes('id') ? [{ key: 'id', pointer: '/presets' }] : []), ...marked.map((i) => ({ key: fields[i].key, pointer: `/fields/${i}` }))];
  const named = typeof design.primaryKey === 'string' && design.primaryKey !== '' ? design.primaryKey : null;
  const distinct = [...new Set(candidates.map((c) => c.key))];
  if (distinct.length > 1 || (named !== null && distinct.length === 1 && distinct[0] !== named)) {
    const extra = candidates.find((c) => c.key !== (named ?? candidates[0].key)) ?? candidates[1];
    problems.push({ pointer: extra.pointer, key: 'designer.primaryKeyMany' });
    return named ?? candidates[0].key;
  }
  const key = named ?? distinct[0];
  const exists = key !== undefined && (fields.some((f) => f.key === key) || (key === 'id' && presets.includes('id')));
  if (!exists) problems.push({ pointer: '/primaryKey', key: 'designer.primaryKeyMissing' });
  return key ?? '';
}

/** The design's problems of the designer's own rules, and the document to validate and store. */
export function normaliseDesign(input: unknown): { design: NormalisedDesign; problems: DesignProblem[] } {
  const problems: DesignProblem[] = [];
  const design = isObject(input) ? input : {};
  if (!isObject(input)) problems.push({ pointer: '', key: 'designer.notObject' });
  const table = checkTable(design.table, problems);
  const renamedFrom = new Map<string, string>();
  const pointers = new Map<string, string>();
  const marked: number[] = [];
  const rawFields = Array.isArray(design.fields) ? design.fields : [];
  const fields = rawFields.map((raw, index) => {
    if (!isObject(raw)) return raw as CrudField;
    const { design: meta, ...field } = raw;
    const key = field.key;
    if (typeof key !== 'string' || !DESIGNED_FIELD_KEY.test(key)) problems.push({ pointer: `/fields/${index}/key`, key: 'designer.fieldName' });
    if (typeof key === 'string') pointers.set(key, `/fields/${index}`);
    if (isObject(meta)) {
      if (typeof key === 'string' && typeof meta.renamedFrom === 'string' && meta.renamedFrom !== '') renamedFrom.set(key, meta.renamedFrom);
      if (meta.preset === 'primaryKey') marked.push(index);
    }
    return field as unknown as CrudField;
  });
  const primaryKey = primaryKeyOf(design, fields, marked, problems);
  const document = {
    $schema: '../_meta/crud.schema.json',
    kind: 'crud',
    schemaVersion: 2,
    scope: 'admin',
    menu: { group: 'routine', order: 100 },
    actions: ['index', 'info', 'add', 'edit', 'del', 'select'],
    ...design,
    id: typeof design.id === 'string' && design.id !== '' ? design.id : designedName(design.table).replace(/_/g, '-'),
    table,
    primaryKey,
    fields,
  } as unknown as CrudSchema;
  return { design: { document, renamedFrom, pointers }, problems };
}

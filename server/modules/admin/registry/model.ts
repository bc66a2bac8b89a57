// A crud screen compiled once per registry version into what the resource API needs on every
// request: the column whitelist with each field's operator, the write rules, the rule name of each
// action, and the tree / sort-weight / owner fields. Requests only ever touch what is here.
import type { CrudField, CrudFieldType, Operator, Scalar } from '../../../../src/generated/schema-types';
import { actionName, columnOf, ruleName, type CrudScreen } from '../../../../src/shared/crud/screen';
import type { FieldRule } from '../../../../src/shared/validation';

export interface FieldModel {
  key: string;
  column: string;
  type: CrudFieldType;
  field: CrudField;
  nullable: boolean;
  /** Never returned; blank on edit = unchanged. */
  secret: 'scrypt' | 'plain' | null;
  /** The API accepts it in add/edit bodies. */
  writable: boolean;
  operator: Operator | null;
  sortable: boolean;
  /** Allowed values when the schema lists options. */
  options: ReadonlySet<Scalar> | null;
  rules: readonly FieldRule[];
}

export interface ScreenModel {
  id: string;
  screen: CrudScreen;
  table: string;
  pk: FieldModel;
  fields: ReadonlyMap<string, FieldModel>;
  /** Fields stored in the table's own columns and returned by reads (no secrets, no links). */
  readable: FieldModel[];
  /** The secret fields (the definition's `secret`): never read, never written to the operation log. */
  secrets: FieldModel[];
  /**
   * What a select may show as an option's label: the key and the quick-search fields, which name a
   * row (and which the select searches anyway); never another column of the row (an e-mail address,
   * a last login address).
   */
  selectLabels: ReadonlySet<FieldModel>;
  /** Fields kept in link tables. */
  links: FieldModel[];
  quickSearch: FieldModel[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** action name → rule name `<id>/<action>`. */
  rules: ReadonlyMap<string, string>;
  tree: FieldModel | null;
  weight: FieldModel | null;
  owner: FieldModel | null;
  createdAt: FieldModel | null;
  updatedAt: FieldModel | null;
  pageSize: number;
  /** The schema lets a recycle rule keep this screen's deleted rows (the rule rows switch it on). */
  recycle: boolean;
  /** The fields a change-log rule may watch (the schema's `sensitive`; the rule rows choose among them). */
  sensitive: FieldModel[];
}

const DEFAULT_PAGE_SIZE = 20;

function compileField(screen: CrudScreen, field: CrudField): FieldModel {
  const isPk = field.key === screen.primaryKey;
  const serverFilled = field.key === 'created_at' || field.key === 'updated_at' || field.key === screen.owner;
  const operator = field.list?.operator;
  return {
    key: field.key,
    column: columnOf(field),
    type: field.type,
    field,
    nullable: field.nullable ?? false,
    secret: field.secret ?? null,
    // An auto-increment key is the database's; a natural key (config name) is written on add.
    writable: !field.readOnly && !serverFilled && !(isPk && field.type === 'integer'),
    operator: operator ? operator : null,
    sortable: field.list?.sortable ?? false,
    options: field.options ? new Set(field.options.map((o) => o.value)) : null,
    rules: field.form?.validator ?? [],
  };
}

export function compileScreen(screen: CrudScreen): ScreenModel {
  const fields = new Map(screen.fields.map((f) => [f.key, compileField(screen, f)]));
  const all = [...fields.values()];
  const pk = fields.get(screen.primaryKey);
  if (!pk) throw new Error(`crud "${screen.id}": primary key "${screen.primaryKey}" is not a field`);
  const find = (test: (f: FieldModel) => boolean) => all.find(test) ?? null;
  const quickSearch = (screen.quickSearch ?? []).map((key) => fields.get(key)).filter((f): f is FieldModel => f !== undefined);
  return {
    id: screen.id,
    screen,
    table: screen.table,
    pk,
    fields,
    readable: all.filter((f) => !f.secret && f.type !== 'links'),
    secrets: all.filter((f) => f.secret !== null),
    selectLabels: new Set([pk, ...quickSearch.filter((f) => !f.secret && f.type !== 'links')]),
    links: all.filter((f) => f.type === 'links'),
    quickSearch,
    defaultSort: screen.defaultSort ?? { field: pk.key, order: 'desc' },
    rules: new Map(screen.actions.map((a) => [actionName(a), ruleName(screen.id, actionName(a))])),
    tree: find((f) => f.field.treeParent === true),
    weight: find((f) => f.field.sortWeight === true),
    owner: screen.owner ? (fields.get(screen.owner) ?? null) : null,
    createdAt: fields.get('created_at') ?? null,
    updatedAt: fields.get('updated_at') ?? null,
    pageSize: screen.pageSize ?? DEFAULT_PAGE_SIZE,
    recycle: screen.recycle ?? false,
    sensitive: (screen.sensitive ?? []).map((key) => fields.get(key)).filter((f): f is FieldModel => f !== undefined),
  };
}

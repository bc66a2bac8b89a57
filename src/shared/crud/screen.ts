// What the server and the browser both derive from a crud screen schema: its complete field list
// (presets expanded, so the standard id/time fields are written once, here), its action names and
// the rule name each action is authorised by.
import type { CrudCustomAction, CrudField, CrudSchema, CrudStandardAction } from '../../generated/schema-types';

export type CrudAction = CrudStandardAction | CrudCustomAction;

/** A screen as the API hands it to the browser: presets expanded into `fields`. */
export type CrudScreen = Omit<CrudSchema, 'presets' | '$schema'>;

const ID_LABEL = { 'zh-cn': 'ID', en: 'ID' };

const PRESET_FIELDS: Record<NonNullable<CrudSchema['presets']>[number], CrudField> = {
  id: { key: 'id', label: ID_LABEL, type: 'integer', readOnly: true, list: { width: 80, sortable: true, operator: 'eq' } },
  createdAt: {
    key: 'created_at',
    label: { 'zh-cn': '创建时间', en: 'Created at' },
    type: 'timestamp',
    readOnly: true,
    list: { width: 170, sortable: true, operator: 'between', render: 'datetime' },
  },
  updatedAt: {
    key: 'updated_at',
    label: { 'zh-cn': '修改时间', en: 'Updated at' },
    type: 'timestamp',
    readOnly: true,
    nullable: true,
    list: { width: 170, sortable: true, operator: 'between', render: 'datetime', show: false },
  },
};

/** The preset fields a screen asks for, in a fixed place: id first, the times last. */
export function expandScreen(schema: CrudSchema): CrudScreen {
  const { presets = [], $schema: _ignored, ...rest } = schema;
  const first = presets.includes('id') ? [PRESET_FIELDS.id] : [];
  const last = (['createdAt', 'updatedAt'] as const).filter((p) => presets.includes(p)).map((p) => PRESET_FIELDS[p]);
  return { ...rest, fields: [...first, ...schema.fields, ...last] };
}

/** The key of the preset time fields the service fills itself. */
export const CREATED_AT = 'created_at';
export const UPDATED_AT = 'updated_at';

export function actionName(action: CrudAction): string {
  return typeof action === 'string' ? action : action.name;
}

/** The rule that authorises `action` on screen `id`: `<id>/<action>`. */
export function ruleName(id: string, action: string): string {
  return `${id}/${action}`;
}

export function hasAction(screen: Pick<CrudSchema, 'actions'>, name: string): boolean {
  return screen.actions.some((a) => actionName(a) === name);
}

export function customActions(screen: Pick<CrudSchema, 'actions'>): CrudCustomAction[] {
  return screen.actions.filter((a): a is CrudCustomAction => typeof a !== 'string');
}

/** The field that is the tree parent or the sort weight, if the screen has one. */
export function treeParentField(screen: CrudScreen): CrudField | undefined {
  return screen.fields.find((f) => f.treeParent);
}

export function sortWeightField(screen: CrudScreen): CrudField | undefined {
  return screen.fields.find((f) => f.sortWeight);
}

/** The database column behind a field. */
export function columnOf(field: CrudField): string {
  return field.column ?? field.key;
}

// The settings of the chosen field (issue 24 item 1): key, labels, type, default, required,
// unique, indexed, primary key; its list column (show, width, sortable, operator, render); its
// form input (widget, multiple, validators and their message, placeholder, rows, step); its
// dictionary; its remote screen and label. Every change goes straight into the working copy.
import { useState, type ReactNode } from 'react';
import { Alert, Card, Checkbox, Empty, Form, Input, InputNumber, Select, Space, Switch, Tabs } from 'antd';
import { useIntl } from 'react-intl';
import type { CrudField, CrudFieldType, CrudFormInput, CrudListColumn, Operator } from '../../../generated/schema-types';
import widgetsFile from '../../../../schemas/registry/widgets.json';
import type { Problem } from './design-document';
import type { DesignField } from './design-state';
import {
  canBeMultiple,
  EMPTY_LABEL,
  isMultiple,
  isRequired,
  optionsText,
  parseOptions,
  typedDefault,
  withForm,
  withLabel,
  withList,
  withMultiple,
  withOptions,
  withProp,
  withValidator,
} from './field-edits';
import { useLabelText } from '../titles';
import { ProblemList } from './ProblemList';
import { RemoteSettings } from './RemoteSettings';

const TYPES: CrudFieldType[] = ['string', 'text', 'integer', 'bigint', 'decimal', 'boolean', 'date', 'timestamp', 'json', 'label'];
const OPERATORS: Operator[] = ['eq', 'ne', 'contains', 'in', 'has', 'gt', 'gte', 'lt', 'lte', 'between', 'isNull'];
const RENDERS: NonNullable<CrudListColumn['render']>[] = ['text', 'tag', 'tags', 'switch', 'datetime', 'date', 'image', 'url', 'icon', 'color', 'money', 'label'];
const VALIDATORS: NonNullable<CrudFormInput['validator']> = ['required', 'account', 'password', 'mobile', 'email', 'url', 'number', 'integer', 'float', 'date', 'idCard', 'varName', 'unsigned'];
const NUMERIC = new Set<CrudFieldType>(['integer', 'bigint', 'decimal']);
/** Form inputs of registry/widgets.json a designed field can use (the rule and code trees belong to the product's own screens). */
const WIDGETS = widgetsFile.widgets.filter((w) => w.contexts.includes('form') && w.id !== 'rule-tree' && w.id !== 'code-tree');

export interface FieldSettingsProps {
  design: DesignField | undefined;
  problems: readonly Problem[];
  onChange(change: (field: CrudField) => CrudField): void;
  onPrimaryKey(on: boolean): void;
}

function Flag({ id, checked, onChange, children }: { id: string; checked: boolean; onChange(on: boolean): void; children: ReactNode }) {
  return (
    <Checkbox data-testid={`crud-log-setting-${id}`} checked={checked} onChange={(event) => onChange(event.target.checked)}>
      {children}
    </Checkbox>
  );
}

/** The dictionary as typed (a line may be half written), the options parsed from it on each change. */
function Dictionary({ field, onChange }: { field: CrudField; onChange(options: CrudField['options']): void }) {
  const intl = useIntl();
  const [typed, setTyped] = useState(() => optionsText(field.options));
  return (
    <Form.Item label={intl.formatMessage({ id: 'crud-log.field.dictionary' })} extra={intl.formatMessage({ id: 'crud-log.field.dictionaryHelp' })}>
      <Input.TextArea
        data-testid="crud-log-setting-options"
        aria-label={intl.formatMessage({ id: 'crud-log.field.dictionary' })}
        rows={6}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(parseOptions(event.target.value, field.type));
        }}
      />
    </Form.Item>
  );
}

export function FieldSettings({ design, problems, onChange, onPrimaryKey }: FieldSettingsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useLabelText();
  if (!design) {
    return (
      <Card size="small" data-testid="crud-log-settings">
        <Empty description={t('crud-log.field.none')} />
      </Card>
    );
  }
  const { field, preset, uid } = design;
  if (preset) {
    return (
      <Card size="small" title={field.key} data-testid="crud-log-settings">
        <Alert type="info" showIcon message={t('crud-log.field.presetFixed')} />
      </Card>
    );
  }
  const set = <K extends keyof CrudField>(key: K, value: CrudField[K] | undefined) => onChange((f) => withProp(f, key, value));
  const list = field.list;
  const form = field.form;
  const input = (id: string, label: string, value: string | undefined, change: (text: string) => void) => (
    <Form.Item label={label}>
      <Input data-testid={`crud-log-setting-${id}`} aria-label={label} value={value ?? ''} onChange={(event) => change(event.target.value)} />
    </Form.Item>
  );
  const number = (id: string, label: string, value: number | undefined, change: (n: number | undefined) => void, min = 0) => (
    <Form.Item label={label}>
      <InputNumber data-testid={`crud-log-setting-${id}`} aria-label={label} min={min} value={value} onChange={(n) => change(n ?? undefined)} style={{ width: '100%' }} />
    </Form.Item>
  );

  const basic = (
    <>
      {input('key', t('crud-log.field.key'), field.key, (key) => onChange((f) => ({ ...f, key })))}
      {input('labelZh', t('crud-log.field.labelZh'), field.label['zh-cn'], (text) => onChange((f) => ({ ...f, label: withLabel(f.label, 'zh-cn', text) ?? EMPTY_LABEL })))}
      {input('labelEn', t('crud-log.field.labelEn'), field.label.en, (text) => onChange((f) => ({ ...f, label: withLabel(f.label, 'en', text) ?? EMPTY_LABEL })))}
      <Form.Item label={t('crud-log.field.type')}>
        <Select data-testid="crud-log-setting-type" aria-label={t('crud-log.field.type')} value={field.type} options={TYPES.map((type) => ({ value: type, label: type }))} onChange={(type: CrudFieldType) => set('type', type)} />
      </Form.Item>
      {field.type === 'string' ? number('length', t('crud-log.field.length'), field.length, (n) => set('length', n), 1) : null}
      {field.type === 'decimal' ? (
        <Space>
          {number('precision', t('crud-log.field.precision'), field.precision, (n) => set('precision', n), 1)}
          {number('scale', t('crud-log.field.scale'), field.scale, (n) => set('scale', n))}
        </Space>
      ) : null}
      {input('default', t('crud-log.field.default'), field.default === undefined || field.default === null ? '' : String(field.default), (text) => set('default', typedDefault(field.type, text)))}
      <Space wrap>
        <Flag id="primaryKey" checked={design.primaryKey} onChange={onPrimaryKey}>
          {t('crud-log.field.primaryKey')}
        </Flag>
        <Flag id="required" checked={isRequired(field)} onChange={(on) => onChange((f) => withValidator(f, 'required', on))}>
          {t('crud-log.field.required')}
        </Flag>
        <Flag id="unique" checked={!!field.unique} onChange={(on) => set('unique', on)}>
          {t('crud-log.field.unique')}
        </Flag>
        <Flag id="indexed" checked={!!field.indexed} onChange={(on) => set('indexed', on)}>
          {t('crud-log.field.indexed')}
        </Flag>
        <Flag id="nullable" checked={!!field.nullable} onChange={(on) => set('nullable', on)}>
          {t('crud-log.field.nullable')}
        </Flag>
        {NUMERIC.has(field.type) ? (
          <Flag id="unsigned" checked={field.form?.validator?.includes('unsigned') ?? false} onChange={(on) => onChange((f) => withValidator(f, 'unsigned', on))}>
            {t('crud-log.field.unsigned')}
          </Flag>
        ) : null}
      </Space>
    </>
  );

  const listTab = (
    <>
      <Form.Item label={t('crud-log.field.inList')}>
        <Switch data-testid="crud-log-setting-inList" aria-label={t('crud-log.field.inList')} checked={!!list} onChange={(on) => set('list', on ? {} : undefined)} />
      </Form.Item>
      {list ? (
        <>
          <Space wrap>
            <Flag id="show" checked={list.show !== false} onChange={(on) => onChange((f) => withList(f, (l) => withProp(l, 'show', on ? undefined : false)))}>
              {t('crud-log.field.showFirst')}
            </Flag>
            <Flag id="sortable" checked={!!list.sortable} onChange={(on) => onChange((f) => withList(f, (l) => withProp(l, 'sortable', on)))}>
              {t('crud-log.field.sortable')}
            </Flag>
          </Space>
          {number('width', t('crud-log.field.width'), list.width, (n) => onChange((f) => withList(f, (l) => withProp(l, 'width', n))), 40)}
          <Form.Item label={t('crud-log.field.operator')}>
            <Select
              data-testid="crud-log-setting-operator"
              aria-label={t('crud-log.field.operator')}
              value={list.operator || ''}
              options={[{ value: '', label: t('crud-log.field.noSearch') }, ...OPERATORS.map((op) => ({ value: op, label: op }))]}
              onChange={(op: Operator | '') => onChange((f) => withList(f, (l) => withProp(l, 'operator', op || undefined)))}
            />
          </Form.Item>
          <Form.Item label={t('crud-log.field.render')}>
            <Select
              data-testid="crud-log-setting-render"
              aria-label={t('crud-log.field.render')}
              value={list.render ?? ''}
              options={[{ value: '', label: t('crud-log.field.renderDefault') }, ...RENDERS.map((r) => ({ value: r, label: r }))]}
              onChange={(render: CrudListColumn['render'] | '') => onChange((f) => withList(f, (l) => withProp(l, 'render', render || undefined)))}
            />
          </Form.Item>
        </>
      ) : null}
    </>
  );

  const formTab = (
    <>
      <Form.Item label={t('crud-log.field.inForm')}>
        <Switch data-testid="crud-log-setting-inForm" aria-label={t('crud-log.field.inForm')} checked={!!form} onChange={(on) => onChange((f) => (on ? withForm(f, (x) => x) : withProp(f, 'form', undefined)))} />
      </Form.Item>
      {form ? (
        <>
          <Form.Item label={t('crud-log.field.widget')}>
            <Select data-testid="crud-log-setting-widget" aria-label={t('crud-log.field.widget')} value={form.widget} options={WIDGETS.map((w) => ({ value: w.id, label: `${text(w.label)} (${w.id})` }))} onChange={(widget: string) => onChange((f) => withForm(f, (x) => ({ ...x, widget })))} />
          </Form.Item>
          {canBeMultiple(form.widget) ? (
            <Form.Item>
              <Flag id="multiple" checked={isMultiple(form.widget)} onChange={(on) => onChange((f) => withMultiple(f, on))}>
                {t('crud-log.field.multiple')}
              </Flag>
            </Form.Item>
          ) : null}
          <Form.Item label={t('crud-log.field.validator')}>
            <Select
              data-testid="crud-log-setting-validator"
              aria-label={t('crud-log.field.validator')}
              mode="multiple"
              value={form.validator ?? []}
              options={VALIDATORS.map((v) => ({ value: v, label: v }))}
              onChange={(validator: CrudFormInput['validator']) => onChange((f) => withForm(f, (x) => withProp(x, 'validator', validator?.length ? validator : undefined)))}
            />
          </Form.Item>
          {input('validatorMsgZh', t('crud-log.field.validatorMsgZh'), form.validatorMsg?.['zh-cn'], (text) => onChange((f) => withForm(f, (x) => withProp(x, 'validatorMsg', withLabel(x.validatorMsg, 'zh-cn', text)))))}
          {input('validatorMsgEn', t('crud-log.field.validatorMsgEn'), form.validatorMsg?.en, (text) => onChange((f) => withForm(f, (x) => withProp(x, 'validatorMsg', withLabel(x.validatorMsg, 'en', text)))))}
          {input('placeholderZh', t('crud-log.field.placeholderZh'), form.placeholder?.['zh-cn'], (text) => onChange((f) => withForm(f, (x) => withProp(x, 'placeholder', withLabel(x.placeholder, 'zh-cn', text)))))}
          {input('placeholderEn', t('crud-log.field.placeholderEn'), form.placeholder?.en, (text) => onChange((f) => withForm(f, (x) => withProp(x, 'placeholder', withLabel(x.placeholder, 'en', text)))))}
          {form.widget === 'textarea' ? number('rows', t('crud-log.field.rows'), form.rows, (n) => onChange((f) => withForm(f, (x) => withProp(x, 'rows', n))), 1) : null}
          {form.widget === 'number' ? number('step', t('crud-log.field.step'), form.step, (n) => onChange((f) => withForm(f, (x) => withProp(x, 'step', n && n > 0 ? n : undefined)))) : null}
        </>
      ) : null}
    </>
  );

  return (
    <Card size="small" title={field.key || '—'} data-testid="crud-log-settings">
      <ProblemList problems={problems} />
      <Form layout="vertical" size="small">
        <Tabs
          size="small"
          items={[
            { key: 'basic', label: t('crud-log.field.basic'), children: basic },
            { key: 'list', label: t('crud-log.field.list'), children: listTab },
            { key: 'form', label: t('crud-log.field.form'), children: formTab },
            // A new dictionary editor per field: its text is the field's own.
            { key: 'options', label: t('crud-log.field.options'), children: <Dictionary key={uid} field={field} onChange={(options) => onChange((f) => withOptions(f, options))} /> },
            { key: 'remote', label: t('crud-log.field.remote'), children: <RemoteSettings field={field} onChange={(remote) => set('remote', remote)} /> },
          ]}
        />
      </Form>
    </Card>
  );
}

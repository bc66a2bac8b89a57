// The add/edit form of a crud screen, built with formily from the compiled form model: one field per
// model field, its widget, its validators (the shared rules, with the schema's message or the rule's
// own), `visibleWhen` compiled into effects (no expression strings), read-only fields disabled,
// secrets blank on edit. A server error naming a field is shown on that field.
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { createForm, onFieldInputValueChange, onFieldReact, onFormValuesChange, type Field as FormilyField } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { Checkbox, FormItem, FormLayout, Input, NumberPicker, Password, Radio, Select } from '@formily/antd-v5';
import { visibilityChecks, type FormFieldModel, type FormMode, type FormModel } from '../../model/form-model';
import { firstFailure, RULE_MESSAGES } from '../../model/validators';
import { pickLabel } from '../../schema/label';
import type { Locale } from '../../schema/types';
import { DateText, DateTimeMs } from '../../widgets/date-inputs';
import { BoolSwitch, CheckTree, ColorInput, IconSelect, LabelInput, type CheckTreeNode } from '../../widgets/form-inputs';
import { RemoteSelect, type OptionKey, type OptionLoader } from '../../widgets/RemoteSelect';
import { withAccessibleName } from './accessible-name';
import { UploadInput, type UploadService } from './UploadInput';

export interface CrudFormServices {
  /** Choices of a remote field: another screen's select action (stable per screen). */
  remote: (screen: string) => OptionLoader<OptionKey>;
  /** The admin rules as a tree (rule-tree widget), loaded when the form shows one. */
  ruleTree: () => Promise<CheckTreeNode[]>;
  /** The subscriber permission codes as a tree (code-tree widget). */
  codeTree: CheckTreeNode[];
  /** Uploads and the attachment library (image, images, file, files widgets). */
  upload: UploadService;
}

/** What a submit led to: nothing more to show, or a message the server gave for one field. */
export type SubmitOutcome = void | { field: string; message: string };

export interface CrudFormProps {
  model: FormModel;
  mode: FormMode;
  initialValues: Record<string, unknown>;
  locale: Locale;
  services: CrudFormServices;
  labels: { submit: string; cancel: string; secretPlaceholder: string; topLevel: string };
  /** Sends the values; resolves with a field error to show on that field. */
  onSubmit: (values: Record<string, unknown>) => Promise<SubmitOutcome>;
  /** A field error the form could not place (no such visible field). */
  onUnplacedError: (message: string) => void;
  /** Every change of the values as typed (a dialog that shows what the values will do). */
  onValuesChange?: (values: Record<string, unknown>) => void;
  /** Without it the form has no cancel button (a form on a page, not in a panel). */
  onCancel?: () => void;
  /** More buttons beside submit, given the values as typed (unvalidated, unsaved): a test-mail button. */
  extra?: (typed: () => Record<string, unknown>) => ReactNode;
}

type Binding = [ComponentType<never>, Record<string, unknown>];

function bind(component: unknown, props: Record<string, unknown> = {}): Binding {
  return [component as ComponentType<never>, props];
}

function choices(field: FormFieldModel, locale: Locale) {
  return (field.options ?? []).map((o) => ({ value: o.value, label: pickLabel(o.label, locale) }));
}

/** The formily component and props of a field's widget, named by the field's label. */
function namedComponentOf(field: FormFieldModel, placeholder: string | undefined, locale: Locale, services: CrudFormServices, topLevel: string): Binding {
  const [component, props] = componentOf(field, placeholder, locale, services, topLevel);
  return [component, withAccessibleName(field.widget, props, pickLabel(field.label, locale))];
}

/** The formily component and props of a field's widget. */
function componentOf(field: FormFieldModel, placeholder: string | undefined, locale: Locale, services: CrudFormServices, topLevel: string): Binding {
  const timestamp = field.type === 'timestamp';
  switch (field.widget) {
    case 'input':
      return bind(Input, { placeholder, allowClear: true });
    case 'textarea':
      return bind(Input.TextArea, { placeholder, rows: field.rows ?? 4 });
    case 'password':
      return bind(Password, { placeholder, autoComplete: 'new-password' });
    case 'number':
      return bind(NumberPicker, { placeholder, step: field.step, style: { width: '100%' } });
    case 'switch':
      return bind(BoolSwitch, { numeric: typeof field.default === 'number' });
    case 'select':
      return bind(Select, { placeholder, allowClear: true, options: choices(field, locale) });
    case 'select-multi':
      return bind(Select, { placeholder, allowClear: true, mode: 'multiple', options: choices(field, locale) });
    case 'radio-group':
      return bind(Radio.Group, { options: choices(field, locale) });
    case 'checkbox-group':
      return bind(Checkbox.Group, { options: choices(field, locale) });
    case 'date':
      return timestamp ? bind(DateTimeMs, { placeholder }) : bind(DateText, { placeholder });
    case 'datetime':
      return timestamp ? bind(DateTimeMs, { placeholder }) : bind(DateText, { placeholder, showTime: true });
    case 'remote-select':
    case 'remote-select-multi':
      return bind(RemoteSelect, {
        load: services.remote(field.remote?.screen ?? ''),
        multiple: field.widget === 'remote-select-multi',
        remoteSearch: true,
        foldTags: false,
        placeholder,
        // A tree parent of 0 is the top level, not a row: it gets a named choice of its own.
        ...(field.treeParent ? { leading: [{ value: 0, label: topLevel }] } : {}),
      });
    case 'rule-tree':
      return bind(CheckTree, { load: services.ruleTree });
    case 'code-tree':
      return bind(CheckTree, { nodes: services.codeTree });
    case 'icon':
      return bind(IconSelect, { placeholder });
    case 'color':
      return bind(ColorInput);
    case 'label-input':
      return bind(LabelInput);
    case 'image':
    case 'images':
    case 'file':
    case 'files':
      return bind(UploadInput, {
        service: services.upload,
        locale,
        multiple: field.widget === 'images' || field.widget === 'files',
        images: field.widget === 'image' || field.widget === 'images',
        testId: field.key,
      });
  }
}

export function CrudForm(props: CrudFormProps) {
  const { model, mode, locale, services, labels } = props;
  const [submitting, setSubmitting] = useState(false);
  const form = useMemo(
    () =>
      createForm({
        initialValues: props.initialValues,
        effects: () => {
          for (const check of visibilityChecks(model)) {
            // A hidden input drops out of the values, so it is neither validated nor sent.
            onFieldReact(check.key, (f, form) => {
              f.visible = check.visible(form.values as Record<string, unknown>);
            });
          }
          // A server message on a field stays until the user changes that field.
          onFieldInputValueChange('*', (f) => {
            (f as FormilyField).selfErrors = [];
          });
          if (props.onValuesChange) onFormValuesChange((f) => props.onValuesChange!({ ...(f.values as Record<string, unknown>) }));
        },
      }),
    // one form per opening (the panel remounts it for another row)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [model],
  );

  const fields = useMemo(
    () =>
      model.fields.map((field) => {
        // A secret is blank on edit: leaving it so keeps the stored value, so it is never required there.
        const keepSecret = field.secret && mode === 'edit';
        const rules = keepSecret ? field.validators.filter((r) => r !== 'required') : field.validators;
        const message = (rule: keyof typeof RULE_MESSAGES) => pickLabel(field.validatorMsg ?? RULE_MESSAGES[rule], locale);
        const placeholder = keepSecret ? labels.secretPlaceholder : field.placeholder ? pickLabel(field.placeholder, locale) : undefined;
        return {
          field,
          required: rules.includes('required'),
          validator:
            rules.length > 0
              ? (value: unknown) => {
                  const failed = firstFailure(rules, value);
                  return failed ? message(failed) : '';
                }
              : undefined,
          component: namedComponentOf(field, placeholder, locale, services, labels.topLevel),
        };
      }),
    [model, mode, locale, services, labels.secretPlaceholder, labels.topLevel],
  );

  const submit = async () => {
    // The server judges again: its earlier messages do not block a new attempt.
    form.query('*').forEach((f) => {
      if (f.displayName === 'Field') (f as FormilyField).selfErrors = [];
    });
    let values: Record<string, unknown>;
    try {
      values = JSON.parse(JSON.stringify(await form.submit())) as Record<string, unknown>;
    } catch {
      return; // the failed rules are shown on their fields
    }
    setSubmitting(true);
    try {
      const outcome = await props.onSubmit(values);
      if (!outcome) return;
      const target = form.query(outcome.field).take() as FormilyField | undefined;
      if (target && target.visible && target.displayName === 'Field') target.selfErrors = [outcome.message];
      else props.onUnplacedError(outcome.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormProvider form={form}>
      <FormLayout layout="vertical">
        {fields.map(({ field, required, validator, component }) => (
          <Field
            key={field.key}
            name={field.key}
            title={pickLabel(field.label, locale)}
            disabled={field.readOnly}
            validator={validator ? [{ validator }] : undefined}
            decorator={[FormItem, { 'data-testid': `${model.id}-form-${field.key}`, asterisk: required }]}
            component={component as never}
          />
        ))}
        <Space style={{ marginTop: 8 }}>
          <Button type="primary" loading={submitting} data-testid={`${model.id}-submit`} onClick={() => void submit()}>
            {labels.submit}
          </Button>
          {props.onCancel && (
            <Button data-testid={`${model.id}-cancel`} onClick={props.onCancel}>
              {labels.cancel}
            </Button>
          )}
          {props.extra?.(() => JSON.parse(JSON.stringify(form.values)) as Record<string, unknown>)}
        </Space>
      </FormLayout>
    </FormProvider>
  );
}

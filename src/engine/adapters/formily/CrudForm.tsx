// The add/edit form of a crud screen, built with formily from the compiled form model: one field per
// model field, its widget, its validators (the shared rules, with the schema's message or the rule's
// own), `visibleWhen` compiled into effects (no expression strings), read-only fields disabled,
// secrets blank on edit. A server error naming a field is shown on that field.
import { useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { createForm, onFieldInputValueChange, onFieldReact, onFormValuesChange, type Field as FormilyField } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { FormItem, FormLayout } from '@formily/antd-v5';
import { visibilityChecks, type FormMode, type FormModel } from '../../model/form-model';
import { firstFailure, RULE_MESSAGES } from '../../model/validators';
import { pickLabel } from '../../schema/label';
import type { Locale } from '../../schema/types';
import type { CheckTreeNode } from '../../widgets/form-inputs';
import { MissingWidget, type ModuleLink } from '../../widgets/MissingWidget';
import type { OptionKey, OptionLoader } from '../../widgets/RemoteSelect';
import { withAccessibleName } from './accessible-name';
import './built-in-form-widgets';
import { bind, formWidgets, type Binding, type FormWidgetContext } from './form-widget-registry';
import type { UploadService } from './UploadInput';

export interface CrudFormServices {
  /** Choices of a remote field: another screen's select action (stable per screen). */
  remote: (screen: string) => OptionLoader<OptionKey>;
  /** The admin rules as a tree (rule-tree widget), loaded when the form shows one. */
  ruleTree: () => Promise<CheckTreeNode[]>;
  /** The subscriber permission codes as a tree (code-tree widget). */
  codeTree: CheckTreeNode[];
  /** Uploads and the attachment library (image, images, file, files widgets). */
  upload: UploadService;
  /** Where the marketplace offers a module whose widget a field needs (absent: the notice has no link). */
  moduleLink?: (module: string) => ModuleLink;
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

/** The component and props of a field's widget, named by the field's label: the registry's entry, or the missing-module notice. */
function resolveWidget(context: FormWidgetContext): Binding {
  const { field, locale, services } = context;
  const entry = formWidgets.get(field.widget);
  if (!entry) {
    const module = field.module ?? field.widget;
    return bind(MissingWidget, { module, locale, link: services.moduleLink?.(module), testId: `${field.key}-missing-widget` });
  }
  const [component, props] = entry(context);
  return [component, withAccessibleName(field.widget, props, pickLabel(field.label, locale))];
}

/**
 * The field's component as formily holds it: one stable component that looks the widget up in the
 * registry as it renders, so a module's bundle that registers (or a disabled module that removes) a
 * widget while the form is open redraws the field in place.
 */
function WidgetSlot({ widget, ...fieldProps }: { widget: FormWidgetContext }) {
  const version = useSyncExternalStore(formWidgets.subscribe, formWidgets.version);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version: the registry's entries are read inside
  const [Component, props] = useMemo(() => resolveWidget(widget), [widget, version]) as [ComponentType<Record<string, unknown>>, Record<string, unknown>];
  return <Component {...fieldProps} {...props} />;
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
          component: bind(WidgetSlot, { widget: { field, placeholder, locale, services, topLevel: labels.topLevel } }),
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

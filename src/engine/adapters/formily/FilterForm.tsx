// The filter panel: one formily field per schema filter, components from the widget registry, linkage
// (`visibleWhen`, `dependsOn`) compiled into formily effects — functions, never expression strings.
import { useEffect, useMemo, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { createForm, onFieldInputValueChange, onFieldReact, type Form } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { FormGrid, FormItem, FormLayout } from '@formily/antd-v5';
import { pickLabel } from '../../schema/label';
import { compilePredicate } from '../../schema/predicate';
import type { DatabasePageSchema, Locale } from '../../schema/types';
import { filterFieldsInOrder, filterOptions, planFilterField, type FacetCount } from './filter-fields';
import { widgetComponent } from './widgets';

export interface FilterFormProps {
  schema: DatabasePageSchema;
  locale: Locale;
  /** The applied filter values (from the URL). */
  values: Record<string, unknown>;
  facets: Record<string, FacetCount[]>;
  labels: { search: string; reset: string };
  onSubmit: (values: Record<string, unknown>) => void;
  /** Extra controls placed with the buttons (e.g. the keyword box). */
  children?: ReactNode;
}

function linkageEffects(schema: DatabasePageSchema) {
  return () => {
    for (const field of schema.fields) {
      const filter = field.filter;
      if (!filter) continue;
      if (filter.visibleWhen) {
        const visible = compilePredicate(filter.visibleWhen);
        // Invisible filters drop out of the form values, so a hidden condition never narrows the query.
        onFieldReact(field.key, (f, form) => {
          f.visible = visible(form.values as Record<string, unknown>);
        });
      }
      for (const parent of filter.dependsOn ?? []) {
        // A changed parent makes the child's choice stale: clear it.
        onFieldInputValueChange(parent, (_parentField, form) => {
          form.setFieldState(field.key, (state) => {
            state.value = undefined;
          });
        });
      }
    }
  };
}

function submitValues(form: Form): Record<string, unknown> {
  return JSON.parse(JSON.stringify(form.values)) as Record<string, unknown>;
}

export function FilterForm(props: FilterFormProps) {
  const { schema, locale, values, facets } = props;
  const plans = useMemo(() => filterFieldsInOrder(schema).map((f) => planFilterField(f, locale)), [schema, locale]);
  const form = useMemo(
    () => createForm({ initialValues: values, effects: linkageEffects(schema) }),
    // a new form only for another page; value changes from the URL are pushed in below
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema],
  );

  useEffect(() => {
    form.setValues(values, 'overwrite');
  }, [form, values]);

  useEffect(() => {
    for (const plan of plans) {
      if (!plan.hasOptions) continue;
      const options = filterOptions(plan.field, facets[plan.field.key], locale);
      form.setFieldState(plan.field.key, (state) => {
        (state as { dataSource?: unknown }).dataSource = options;
      });
    }
  }, [form, plans, facets, locale]);

  const submit = () => props.onSubmit(submitValues(form));
  const reset = () => {
    form.setValues({}, 'overwrite');
    props.onSubmit({});
  };

  return (
    <FormProvider form={form}>
      <FormLayout layout="vertical">
        <FormGrid maxColumns={4} minWidth={220} columnGap={16}>
          {plans.map((plan) => (
            <Field
              key={plan.field.key}
              name={plan.field.key}
              title={pickLabel(plan.field.label, locale)}
              decorator={[FormItem, { 'data-testid': `${schema.id}-filter-${plan.field.key}` }]}
              component={[widgetComponent(plan.component), plan.props as never]}
            />
          ))}
        </FormGrid>
        <Space wrap style={{ marginBottom: 12 }}>
          {props.children}
          <Button type="primary" data-testid={`${schema.id}-search`} onClick={submit}>
            {props.labels.search}
          </Button>
          <Button data-testid={`${schema.id}-reset`} onClick={reset}>
            {props.labels.reset}
          </Button>
        </Space>
      </FormLayout>
    </FormProvider>
  );
}

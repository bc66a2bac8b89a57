// The filter panel of every list (database pages, crud common search): one formily field per filter
// of the list model, components from the widget registry, linkage (`visibleWhen`, `dependsOn`)
// compiled into formily effects — functions, never expression strings.
import { useEffect, useMemo, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { createForm, onFieldInputValueChange, onFieldReact, type Form } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import { FormGrid, FormItem, FormLayout } from '@formily/antd-v5';
import { filtersInPanelOrder, type ListFilter, type ListModel } from '../../model/list-model';
import { pickLabel } from '../../schema/label';
import { compilePredicate } from '../../schema/predicate';
import type { Locale } from '../../schema/types';
import type { OptionKey, OptionLoader } from '../../widgets/RemoteSelect';
import { withAccessibleName } from './accessible-name';
import { filterOptions, hasOptions, type FacetCount } from './filter-fields';
import { widgetComponent } from './widgets';

export interface FilterFormProps {
  model: ListModel;
  locale: Locale;
  /** The applied filter values (from the URL or the screen's state). */
  values: Record<string, unknown>;
  facets?: Record<string, FacetCount[]>;
  labels: { search: string; reset: string };
  onSubmit: (values: Record<string, unknown>) => void;
  /** The choices of remote filters: a loader per crud screen (stable per screen). */
  remote?: (screen: string) => OptionLoader<OptionKey>;
  /** Extra controls placed with the buttons (e.g. the keyword box). */
  children?: ReactNode;
  testId?: string;
}

function linkageEffects(model: ListModel) {
  return () => {
    for (const filter of model.filters) {
      if (filter.visibleWhen) {
        const visible = compilePredicate(filter.visibleWhen);
        // Invisible filters drop out of the form values, so a hidden condition never narrows the query.
        onFieldReact(filter.key, (f, form) => {
          f.visible = visible(form.values as Record<string, unknown>);
        });
      }
      for (const parent of filter.dependsOn) {
        // A changed parent makes the child's choice stale: clear it.
        onFieldInputValueChange(parent, (_parentField, form) => {
          form.setFieldState(filter.key, (state) => {
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

/** The component props of a filter in the user's language (name, placeholder slot, remote loader). */
function componentProps(filter: ListFilter, locale: Locale, remote: FilterFormProps['remote']): Record<string, unknown> {
  const props = { ...filter.widget.props };
  if ('placeholder' in props) props.placeholder = filter.placeholder ? pickLabel(filter.placeholder, locale) : undefined;
  if (filter.choices.kind === 'remote') {
    if (!remote) throw new Error(`filter "${filter.key}" needs remote choices but the form has no loader`);
    Object.assign(props, { load: remote(filter.choices.screen), remoteSearch: true });
    delete props.screen;
  }
  return withAccessibleName(filter.widget.component, props, pickLabel(filter.label, locale));
}

export function FilterForm(props: FilterFormProps) {
  const { model, locale, values, facets, remote } = props;
  const filters = useMemo(() => filtersInPanelOrder(model), [model]);
  const fieldProps = useMemo(() => filters.map((f) => componentProps(f, locale, remote)), [filters, locale, remote]);
  const form = useMemo(
    () => createForm({ initialValues: values, effects: linkageEffects(model) }),
    // a new form only for another list; value changes from the URL are pushed in below
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [model],
  );

  useEffect(() => {
    form.setValues(values, 'overwrite');
  }, [form, values]);

  // Formily keeps a field's title from when the field was made: a language switch must set it anew.
  useEffect(() => {
    for (const filter of filters) form.setFieldState(filter.key, (state) => void (state.title = pickLabel(filter.label, locale)));
  }, [form, filters, locale]);

  useEffect(() => {
    for (const filter of filters) {
      if (!hasOptions(filter)) continue;
      const options = filterOptions(filter, facets?.[filter.key], locale);
      form.setFieldState(filter.key, (state) => {
        (state as { dataSource?: unknown }).dataSource = options;
      });
    }
  }, [form, filters, facets, locale]);

  const submit = () => props.onSubmit(submitValues(form));
  const reset = () => {
    form.setValues({}, 'overwrite');
    props.onSubmit({});
  };

  return (
    <FormProvider form={form}>
      <div data-testid={props.testId}>
        <FormLayout layout="vertical">
          <FormGrid maxColumns={4} minWidth={220} columnGap={16}>
            {filters.map((filter, index) => (
              <Field
                key={filter.key}
                name={filter.key}
                title={pickLabel(filter.label, locale)}
                decorator={[FormItem, { 'data-testid': `${model.id}-filter-${filter.key}` }]}
                component={[widgetComponent(filter.widget.component), fieldProps[index] as never]}
              />
            ))}
          </FormGrid>
          <Space wrap style={{ marginBottom: 12 }}>
            {props.children}
            <Button type="primary" data-testid={`${model.id}-search`} onClick={submit}>
              {props.labels.search}
            </Button>
            <Button data-testid={`${model.id}-reset`} onClick={reset}>
              {props.labels.reset}
            </Button>
          </Space>
        </FormLayout>
      </div>
    </FormProvider>
  );
}

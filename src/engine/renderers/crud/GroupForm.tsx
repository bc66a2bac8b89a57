// One form over a list of crud fields edited as one record, on the page rather than in a panel: a
// tab of the system configuration (a config group's items). The fields are compiled like a
// screen's form (widgets, validators, secrets blank = unchanged); the caller saves the body.
import { useMemo } from 'react';
import type { CrudField } from '../../../generated/schema-types';
import { CrudForm, type CrudFormProps, type SubmitOutcome } from '../../adapters/formily/CrudForm';
import { compileFormField } from '../../model/compile-crud';
import { formInitialValues, formPayload, type FormModel } from '../../model/form-model';
import type { Row } from '../../model/list-model';
import { useCrudRuntime, useCrudText } from '../../runtime/crud-context';
import { formServices } from './services';

export interface GroupFormProps {
  /** The testid prefix (`<id>-form-<key>`, `<id>-submit`). */
  id: string;
  /** The screen whose resource API serves remote choices and rule trees. */
  screenId: string;
  fields: readonly CrudField[];
  /** The stored values by field key (secrets are never shown). */
  values: Row;
  /** Saves the body (blank secrets left out); a field error is shown on that field. */
  onSave: (body: Row) => Promise<SubmitOutcome>;
  extra?: CrudFormProps['extra'];
}

export function GroupForm({ id, screenId, fields, values, onSave, extra }: GroupFormProps) {
  const runtime = useCrudRuntime();
  const { locale, notifyError } = runtime;
  const t = useCrudText();
  const services = useMemo(() => formServices(runtime, screenId), [runtime, screenId]);
  const model = useMemo<FormModel>(() => ({ id, primaryKey: '', mode: 'drawer', width: 0, fields: fields.filter((f) => f.form).map(compileFormField) }), [id, fields]);
  const labels = useMemo(
    () => ({ submit: t('crud.submit'), cancel: t('crud.cancel'), secretPlaceholder: t('crud.secretPlaceholder'), topLevel: t('crud.topLevel') }),
    [t],
  );
  return (
    <CrudForm
      // A new set of stored values (after a save elsewhere, another item added) is a new form.
      key={JSON.stringify(values)}
      model={model}
      mode="edit"
      initialValues={formInitialValues(model, values)}
      locale={locale}
      services={services}
      labels={labels}
      onSubmit={(typed) => onSave(formPayload(model, typed, 'edit'))}
      onUnplacedError={notifyError}
      extra={extra}
    />
  );
}

// The dialog of a custom action that declares a `form`: its fields drawn by the crud form (same
// vocabulary, widgets and validators as add/edit), posted as {id | ids, ...values}. A row action
// with a `delta` reads the row fresh and shows its value before and after the change; the
// idempotency key is made once per opening, so a double click or a retry writes once.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Modal, Skeleton } from 'antd';
import type { CrudCustomAction } from '../../../generated/schema-types';
import type { CrudScreen } from '../../../shared/crud/screen';
import { CrudForm, type SubmitOutcome } from '../../adapters/formily/CrudForm';
import { compileCrudForm } from '../../model/compile-crud';
import { formInitialValues } from '../../model/form-model';
import type { Row, RowKey } from '../../model/list-model';
import { useCrudRuntime, useCrudText } from '../../runtime/crud-context';
import { ResourceError } from '../../runtime/resource-provider';
import { usePanelWidth } from '../../runtime/use-media-query';
import { pickLabel } from '../../schema/label';
import { CustomActionFormDelta, deltaUnits } from './CustomActionFormDelta';
import { errorText, fieldMessage } from './errors';
import { formServices } from './services';
import { newIdempotencyKey } from '../../../shared/idempotency-key';

export interface CustomActionFormProps {
  screen: CrudScreen;
  action: CrudCustomAction & { form: NonNullable<CrudCustomAction['form']> };
  /** What the action applies to: {id} of a row, {ids} of a selection, {} for the screen. */
  base: { id: RowKey } | { ids: RowKey[] } | Record<string, never>;
  onClose: () => void;
  onDone: () => void;
}

export function CustomActionForm({ screen, action, base, onClose, onDone }: CustomActionFormProps) {
  const runtime = useCrudRuntime();
  const { resources, locale } = runtime;
  const t = useCrudText();
  const spec = action.form;
  const testId = `${screen.id}-action-${action.name}`;
  const model = useMemo(
    () => compileCrudForm({ ...screen, id: `${testId}-dialog`, fields: spec.fields, form: { mode: 'dialog', width: spec.width ?? 520 } }),
    [screen, spec, testId],
  );
  const initialValues = useMemo(() => formInitialValues(model, null), [model]);
  const [values, setValues] = useState<Record<string, unknown>>(initialValues);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const services = useMemo(() => formServices(runtime, screen.id), [runtime, screen.id]);
  const width = usePanelWidth(model.width);

  // The value before the change is the row as it is now, not as the list showed it.
  const rowKey = spec.delta && 'id' in base ? base.id : null;
  const [row, setRow] = useState<{ row: Row | null; error: string | null } | null>(null);
  useEffect(() => {
    if (rowKey === null) return;
    let live = true;
    resources.one(screen.id, rowKey).then(
      (found) => live && setRow({ row: found, error: null }),
      (error: unknown) => live && setRow({ row: null, error: errorText(error, t('crud.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [resources, screen.id, rowKey, t]);

  const submit = async (typed: Record<string, unknown>): Promise<SubmitOutcome> => {
    const body: Record<string, unknown> = { ...base, ...typed };
    if (spec.delta) body[spec.delta.change] = deltaUnits(screen, spec, typed);
    if (spec.idempotencyKey) body[spec.idempotencyKey] = idempotencyKey;
    try {
      await resources.action(screen.id, action.name, body);
      runtime.notifySuccess(t('crud.done'));
      onDone();
    } catch (error) {
      if (error instanceof ResourceError && error.field && spec.fields.some((f) => f.key === error.field)) return { field: error.field, message: fieldMessage(error) };
      runtime.notifyError(errorText(error, t('crud.failed')));
    }
  };

  const waiting = rowKey !== null && row === null;
  return (
    <Modal open title={pickLabel(action.label, locale)} width={width} footer={null} onCancel={onClose} destroyOnHidden>
      <div data-testid={`${testId}-dialog`}>
        {row?.error ? <Alert type="error" message={t('crud.loadFailed')} description={row.error} /> : null}
        {spec.delta && row?.row ? <CustomActionFormDelta screen={screen} form={spec} row={row.row} values={values} testId={`${testId}-delta`} /> : null}
        {waiting ? (
          <Skeleton active />
        ) : (
          <CrudForm
            model={model}
            mode="add"
            initialValues={initialValues}
            locale={locale}
            services={services}
            labels={{ submit: t('crud.submit'), cancel: t('crud.cancel'), secretPlaceholder: t('crud.secretPlaceholder'), topLevel: t('crud.topLevel') }}
            onSubmit={submit}
            onUnplacedError={runtime.notifyError}
            onValuesChange={setValues}
            onCancel={onClose}
          />
        )}
      </div>
    </Modal>
  );
}

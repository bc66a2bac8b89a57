// Add or edit one row in a drawer or a dialog (the screen's `form.mode`): the row is read fresh for
// an edit, the form built from the form model, the body sent without read-only fields and blank
// secrets. A server error naming a field shows on that field; other errors and success are toasts.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Drawer, Modal, Skeleton } from 'antd';
import { CrudForm, type SubmitOutcome } from '../../adapters/formily/CrudForm';
import { formInitialValues, formPayload, type FormModel } from '../../model/form-model';
import type { Row, RowKey } from '../../model/list-model';
import { useCrudRuntime, useCrudText } from '../../runtime/crud-context';
import { ResourceError } from '../../runtime/resource-provider';
import { usePanelWidth } from '../../runtime/use-media-query';
import { pickLabel } from '../../schema/label';
import type { CrudScreen } from '../../../shared/crud/screen';
import { errorText, fieldMessage } from './errors';
import { formServices } from './services';

export type PanelState = { mode: 'add' } | { mode: 'edit'; key: RowKey };

export function CrudFormPanel(props: { screen: CrudScreen; form: FormModel; state: PanelState; onClose: () => void; onSaved: () => void }) {
  const { screen, form, state } = props;
  const runtime = useCrudRuntime();
  const { resources, locale, can } = runtime;
  const t = useCrudText();
  const services = useMemo(() => formServices(runtime, screen.id, can), [runtime, screen.id, can]);
  // On a phone the form takes the whole width: a 640 px drawer would run off a 390 px screen.
  const width = usePanelWidth(form.width);
  const editKey = state.mode === 'edit' ? state.key : null;
  const [row, setRow] = useState<{ row: Row | null; error: string | null } | null>(null);

  useEffect(() => {
    if (editKey === null) return;
    let live = true;
    resources.one(screen.id, editKey).then(
      (found) => live && setRow({ row: found, error: null }),
      (error: unknown) => live && setRow({ row: null, error: errorText(error, t('crud.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [resources, screen.id, editKey, t]);

  const submit = async (values: Record<string, unknown>): Promise<SubmitOutcome> => {
    const body = formPayload(form, values, state.mode);
    try {
      if (state.mode === 'add') await resources.add(screen.id, body);
      else await resources.edit(screen.id, state.key, body);
      runtime.notifySuccess(t(state.mode === 'add' ? 'crud.added' : 'crud.saved'));
      props.onSaved();
    } catch (error) {
      if (error instanceof ResourceError && error.field) return { field: error.field, message: fieldMessage(error) };
      runtime.notifyError(errorText(error, t('crud.failed')));
    }
  };

  let body: ReactNode;
  if (state.mode === 'edit' && row === null) body = <Skeleton active />;
  else if (state.mode === 'edit' && row?.error) body = <Alert type="error" message={t('crud.loadFailed')} description={row.error} />;
  else
    body = (
      <CrudForm
        model={form}
        mode={state.mode}
        initialValues={formInitialValues(form, state.mode === 'edit' ? (row?.row ?? null) : null)}
        locale={locale}
        services={services}
        labels={{ submit: t('crud.submit'), cancel: t('crud.cancel'), secretPlaceholder: t('crud.secretPlaceholder'), topLevel: t('crud.topLevel') }}
        onSubmit={submit}
        onUnplacedError={runtime.notifyError}
        onCancel={props.onClose}
      />
    );

  const title = t(state.mode === 'add' ? 'crud.addTitle' : 'crud.editTitle', { title: pickLabel(screen.title, locale) });
  const content = <div data-testid={`${screen.id}-form`}>{body}</div>;
  return form.mode === 'dialog' ? (
    <Modal open title={title} width={width} footer={null} onCancel={props.onClose} destroyOnHidden>
      {content}
    </Modal>
  ) : (
    <Drawer open title={title} width={width} onClose={props.onClose} destroyOnHidden>
      {content}
    </Drawer>
  );
}

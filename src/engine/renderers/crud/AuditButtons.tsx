// The standard actions of the audit screens as buttons (issue 22 item 8), drawn by the crud page
// where the screen offers them and the caller holds `<id>/restore` or `<id>/rollback`:
// - restore (a row, or the selection): the server answers each row's result; the rows that could
//   not go back are named with the server's reason;
// - rollback (a row): when the field changed again since, the server answers 409 and the button
//   asks whether to overwrite anyway, then sends `force`.
import { Button, Modal, Popconfirm } from 'antd';
import type { RowKey } from '../../model/list-model';
import { useCrudRuntime, useCrudText } from '../../runtime/crud-context';
import { ResourceError } from '../../runtime/resource-provider';
import { errorText } from './errors';

interface AuditButtonProps {
  screenId: string;
  keys: RowKey[];
  testId: string;
  /** Row buttons are small links; the header's restore is a plain button. */
  inRow?: boolean;
  disabled?: boolean;
  onDone(): void;
}

interface RowResult {
  id: RowKey;
  code: number;
  msg: string;
}

export function RestoreButton({ screenId, keys, testId, inRow, disabled, onDone }: AuditButtonProps) {
  const runtime = useCrudRuntime();
  const t = useCrudText();
  const restore = async () => {
    try {
      const results = (await runtime.resources.action(screenId, 'restore', { ids: keys })) as RowResult[];
      const failed = results.filter((r) => r.code !== 200);
      if (failed.length === 0) runtime.notifySuccess(t('crud.restored', { count: results.length }));
      else runtime.notifyError(t('crud.restorePartial', { count: results.length - failed.length, reasons: failed.map((r) => `${r.id}: ${r.msg}`).join('; ') }));
    } catch (e) {
      runtime.notifyError(errorText(e, t('crud.failed')));
    }
    onDone();
  };
  const question = inRow ? t('crud.restoreConfirm') : t('crud.restoreSelectedConfirm', { count: keys.length });
  return (
    <Popconfirm title={question} okText={t('crud.confirm')} cancelText={t('crud.cancel')} onConfirm={() => void restore()} disabled={disabled}>
      <Button data-testid={testId} disabled={disabled} {...(inRow ? { type: 'link', size: 'small' } : {})}>
        {t('crud.restore')}
      </Button>
    </Popconfirm>
  );
}

export function RollbackButton({ screenId, keys, testId, onDone }: AuditButtonProps) {
  const runtime = useCrudRuntime();
  const t = useCrudText();
  const [modal, holder] = Modal.useModal();
  const rollback = async (force: boolean) => {
    try {
      await runtime.resources.action(screenId, 'rollback', { ids: keys, force });
      runtime.notifySuccess(t('crud.rolledBack'));
      onDone();
    } catch (e) {
      if (!force && e instanceof ResourceError && e.status === 409) {
        void modal.confirm({
          title: t('crud.rollbackForce'),
          content: e.message,
          okText: t('crud.rollbackAnyway'),
          cancelText: t('crud.cancel'),
          okButtonProps: { danger: true, id: `${testId}-force` },
          onOk: () => rollback(true),
        });
        return;
      }
      runtime.notifyError(errorText(e, t('crud.failed')));
    }
  };
  return (
    <>
      {holder}
      <Popconfirm title={t('crud.rollbackConfirm')} okText={t('crud.confirm')} cancelText={t('crud.cancel')} onConfirm={() => void rollback(false)}>
        <Button type="link" size="small" data-testid={testId}>
          {t('crud.rollback')}
        </Button>
      </Popconfirm>
    </>
  );
}

// What an administrator can do with a module in its state (spec §4's installer states), each button
// behind its rule module/<action>: buy a priced module, install, show a run's progress, disable,
// enable, update (only from disabled, as the spec says; its conflicts are chosen in the conflict
// dialog), roll back to the previous version, uninstall (only from disabled; the tables go only
// when asked).
import { useState } from 'react';
import { Button, Checkbox, Modal, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { ruleName } from '../../../shared/crud/screen';
import { notifyError, notifySuccess } from '../notify';
import { useCan } from '../session/use-can';
import { conflictsOf, installerApi, type CatalogueModule, type Conflict, type InstallState, type ModuleAction } from './api';
import { ConflictDialog } from './ConflictDialog';
import { failureText, useMarketText } from './text';

const SCREEN = 'module';

export interface ModuleActionsProps {
  module: CatalogueModule;
  title: string;
  state: InstallState;
  installedVersion: string;
  previousVersion: string;
  /** Opens the order dialog (a priced module). */
  onBuy: () => void;
  /** A run started (install, update, rollback): show its progress. */
  onRun: () => void;
  /** A change that needs no progress view (disable, enable, uninstall) is done. */
  onChanged: () => void;
}

export function ModuleActions(props: ModuleActionsProps) {
  const { module, title, state, installedVersion, previousVersion } = props;
  const t = useMarketText();
  const can = useCan();
  const allowed = (action: string) => can(ruleName(SCREEN, action));
  const [busy, setBusy] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<Conflict[] | null>(null);
  const [uninstalling, setUninstalling] = useState(false);
  const [dropTables, setDropTables] = useState(false);

  const perform = async (action: 'install' | ModuleAction, body: Record<string, unknown> = {}) => {
    setBusy(action);
    try {
      if (action === 'install') await installerApi.install(module.uid);
      else await installerApi.act(action, module.uid, body);
      if (action === 'install' || action === 'update' || action === 'rollback') props.onRun();
      else {
        notifySuccess(t('admin.market.done'));
        props.onChanged();
      }
    } catch (error) {
      const found = action === 'update' ? conflictsOf(error) : null;
      if (found) setConflicts(found);
      else notifyError(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  const button = (action: string, text: string, run: () => void, extra: { primary?: boolean; danger?: boolean } = {}) =>
    allowed(action) && (
      <Button key={action} type={extra.primary ? 'primary' : 'default'} danger={extra.danger} loading={busy === action} onClick={run} data-testid={`market-action-${action}-${module.uid}`}>
        {text}
      </Button>
    );

  const newer = installedVersion !== '' && installedVersion !== module.version;
  const running = state === 'download' || state === 'install';
  return (
    <Space wrap>
      {state === 'init' && !module.free && allowed('buy') && (
        <Button type="primary" onClick={props.onBuy} data-testid={`market-action-buy-${module.uid}`}>
          {t('admin.market.buy')}
        </Button>
      )}
      {(state === 'init' || state === 'unknown') && button('install', t('admin.market.install'), () => void perform('install'), { primary: module.free })}
      {running && (
        <Button onClick={props.onRun} data-testid={`market-action-progress-${module.uid}`}>
          {t('admin.market.progressView')}
        </Button>
      )}
      {state === 'installed' &&
        allowed('disable') && (
          <Popconfirm title={t('admin.market.disableConfirm')} onConfirm={() => void perform('disable')}>
            <Button loading={busy === 'disable'} data-testid={`market-action-disable-${module.uid}`}>
              {t('admin.market.disable')}
            </Button>
          </Popconfirm>
        )}
      {state === 'installed' && newer && allowed('update') && (
        <Tooltip title={t('admin.market.updateNeedsDisable')}>
          <Button disabled data-testid={`market-action-update-${module.uid}`}>
            {t('admin.market.update')}
          </Button>
        </Tooltip>
      )}
      {state === 'disabled' && button('enable', t('admin.market.enable'), () => void perform('enable'), { primary: true })}
      {state === 'disabled' && newer && button('update', t('admin.market.update'), () => void perform('update'))}
      {state === 'disabled' && previousVersion !== '' && button('rollback', t('admin.market.rollback', { version: previousVersion }), () => void perform('rollback'))}
      {state === 'disabled' && button('uninstall', t('admin.market.uninstall'), () => setUninstalling(true), { danger: true })}
      {conflicts && (
        <ConflictDialog
          title={title}
          conflicts={conflicts}
          onCancel={() => setConflicts(null)}
          onResolve={(choices) => {
            setConflicts(null);
            void perform('update', { choices });
          }}
        />
      )}
      {uninstalling && (
        <Modal
          open
          title={t('admin.market.uninstallConfirm', { title })}
          okButtonProps={{ danger: true, 'data-testid': 'market-uninstall-confirm' } as never}
          onOk={() => {
            setUninstalling(false);
            void perform('uninstall', { dropTables });
          }}
          onCancel={() => setUninstalling(false)}
        >
          <Typography.Paragraph>
            <Checkbox checked={dropTables} onChange={(e) => setDropTables(e.target.checked)} data-testid="market-uninstall-drop">
              {t('admin.market.dropTables')}
            </Checkbox>
          </Typography.Paragraph>
        </Modal>
      )}
    </Space>
  );
}

// The installer's progress (spec §4: installing triggers a dependency install with progress viewing;
// a failed dependency install needs manual confirmation): the run's steps, its share done and each
// dependency's progress, followed by polling GET /module/<uid> until the run ends. A failure shows the
// installer's reason with a retry and, when a dependency failed, a manual confirmation.
import { useEffect, useState } from 'react';
import { Alert, Button, List, Modal, Progress, Result, Space, Steps, Tag } from 'antd';
import { installerApi, type ModuleStatus } from './api';
import { failureText, useMarketText } from './text';

/** The installer's steps in order (server/modules/admin/installer/run.ts). */
export const INSTALL_STEPS = ['download', 'verify', 'dependencies', 'dryRun', 'tables', 'seed', 'registry', 'done'] as const;

const POLL_MS = 500;

/** A run is over once the module rests in a state that no step moves on from. */
export function runEnded(status: ModuleStatus): boolean {
  return status.state === 'installed' || status.state === 'disabled' || status.state === 'unknown' || status.state === 'init' || Boolean(status.error);
}

export interface InstallProgressProps {
  uid: string;
  title: string;
  /** The run is over (installed, or failed): the page refreshes its states and bundles. */
  onSettled: () => void;
  onClose: () => void;
}

export function InstallProgress({ uid, title, onSettled, onClose }: InstallProgressProps) {
  const t = useMarketText();
  const [status, setStatus] = useState<ModuleStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [run, setRun] = useState(0);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      installerApi.status(uid).then(
        (found) => {
          if (!live) return;
          setStatus(found);
          if (runEnded(found)) onSettled();
          else timer = setTimeout(poll, POLL_MS);
        },
        (error: unknown) => live && setFailure(failureText(error)),
      );
    };
    poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [uid, run, onSettled]);

  const again = async (confirmDependencies: boolean) => {
    setFailure(null);
    try {
      await installerApi.install(uid, confirmDependencies);
      setStatus(null);
      setRun((n) => n + 1);
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  const stepIndex = status ? Math.max(0, INSTALL_STEPS.indexOf(status.step as (typeof INSTALL_STEPS)[number])) : 0;
  const installed = status?.state === 'installed';
  const failed = Boolean(status?.error) || failure !== null;
  const dependencyFailed = status?.step === 'dependencies' && Boolean(status.error);

  return (
    <Modal open title={t('admin.market.progress.title', { title })} onCancel={onClose} footer={null} width={960} destroyOnHidden data-testid="market-progress">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Steps
          size="small"
          labelPlacement="vertical"
          current={installed ? INSTALL_STEPS.length - 1 : stepIndex}
          status={failed ? 'error' : installed ? 'finish' : 'process'}
          items={INSTALL_STEPS.map((step) => ({ title: t(`admin.market.progress.step.${step}`) }))}
          data-testid="market-progress-steps"
        />
        <Progress percent={installed ? 100 : (status?.progress ?? 0)} status={failed ? 'exception' : installed ? 'success' : 'active'} data-testid="market-progress-bar" />
        {status?.dependencies && status.dependencies.length > 0 && (
          <List
            size="small"
            header={t('admin.market.progress.dependencies')}
            dataSource={status.dependencies}
            data-testid="market-progress-dependencies"
            renderItem={(dependency) => (
              <List.Item>
                <Space style={{ width: '100%' }}>
                  <Tag>{dependency.uid}</Tag>
                  <Tag color={dependency.error ? 'red' : dependency.state === 'installed' ? 'green' : 'blue'}>{t(`admin.market.state.${dependency.state}`)}</Tag>
                  <Progress percent={dependency.progress} size="small" style={{ width: 240 }} status={dependency.error ? 'exception' : undefined} />
                </Space>
              </List.Item>
            )}
          />
        )}
        {installed && (
          <div data-testid="market-progress-installed">
            <Result status="success" title={t('admin.market.progress.installed')} />
          </div>
        )}
        {failed && (
          <Alert
            type="error"
            showIcon
            data-testid="market-progress-error"
            message={t('admin.market.progress.failed')}
            description={[failure ?? status?.error, ...(status?.problems ?? [])].filter(Boolean).join('\n')}
            action={
              <Space direction="vertical">
                <Button size="small" onClick={() => void again(false)} data-testid="market-progress-retry">
                  {t('admin.market.progress.retry')}
                </Button>
                {dependencyFailed && (
                  <Button size="small" danger onClick={() => void again(true)} data-testid="market-progress-confirm">
                    {t('admin.market.progress.confirm')}
                  </Button>
                )}
              </Space>
            }
          />
        )}
        {(installed || failed) && (
          <Button onClick={onClose} data-testid="market-progress-close">
            {t('admin.market.progress.close')}
          </Button>
        )}
      </Space>
    </Modal>
  );
}

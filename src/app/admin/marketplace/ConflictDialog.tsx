// An update's conflicts (spec §4): a file conflict (a module screen an administrator changed since
// install) is resolved by backing up and overwriting, or keeping the current file; a dependency
// conflict by overwriting, or not using the new dependency. Every conflict needs a choice before the
// update is sent again with them (the installer applies and records each).
import { useState } from 'react';
import { Alert, Button, List, Modal, Radio, Space, Typography } from 'antd';
import type { Conflict, DependencyChoice, FileChoice } from './api';
import { useMarketText } from './text';

const CHOICE_TEXT: Record<Conflict['kind'], Record<string, string>> = {
  file: { backup: 'admin.market.conflict.backup', keep: 'admin.market.conflict.keepFile' },
  dependency: { overwrite: 'admin.market.conflict.overwrite', keep: 'admin.market.conflict.keepDependency' },
};

/** The name a conflict's choice is sent under: the screen of a file conflict, the module of a dependency conflict. */
export const conflictName = (conflict: Conflict) => (conflict.kind === 'file' ? conflict.screen : conflict.uid);

export interface ConflictDialogProps {
  title: string;
  conflicts: Conflict[];
  onResolve: (choices: Record<string, FileChoice | DependencyChoice>) => void;
  onCancel: () => void;
}

export function ConflictDialog({ title, conflicts, onResolve, onCancel }: ConflictDialogProps) {
  const t = useMarketText();
  const [choices, setChoices] = useState<Record<string, FileChoice | DependencyChoice>>({});
  const [missing, setMissing] = useState(false);

  const submit = () => {
    if (conflicts.some((conflict) => !choices[conflictName(conflict)])) return setMissing(true);
    onResolve(choices);
  };

  return (
    <Modal
      open
      width={720}
      title={t('admin.market.conflict.title', { title })}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="market-conflicts"
      footer={
        <Button type="primary" onClick={submit} data-testid="market-conflicts-submit">
          {t('admin.market.conflict.submit')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('admin.market.conflict.hint')}</Typography.Paragraph>
      <List
        dataSource={conflicts}
        renderItem={(conflict) => {
          const name = conflictName(conflict);
          const text =
            conflict.kind === 'file'
              ? t('admin.market.conflict.file', { screen: conflict.screen })
              : t('admin.market.conflict.dependency', { uid: conflict.uid, installed: conflict.installed, needed: conflict.needed, neededBy: conflict.neededBy.join(', ') });
          return (
            <List.Item data-testid={`market-conflict-${conflict.kind}-${name}`}>
              <Space direction="vertical">
                <Typography.Text>{text}</Typography.Text>
                <Radio.Group
                  aria-label={text}
                  value={choices[name]}
                  onChange={(e) => {
                    setMissing(false);
                    setChoices((current) => ({ ...current, [name]: e.target.value as FileChoice | DependencyChoice }));
                  }}
                >
                  {(conflict.choices as string[]).map((choice) => (
                    <Radio key={choice} value={choice} data-testid={`market-conflict-${name}-${choice}`}>
                      {t(CHOICE_TEXT[conflict.kind][choice])}
                    </Radio>
                  ))}
                </Radio.Group>
              </Space>
            </List.Item>
          );
        }}
      />
      {missing && <Alert type="warning" showIcon message={t('admin.market.conflict.choose')} data-testid="market-conflicts-missing" />}
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { RocketOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { userInfoAtom } from '../../state/session';
import { BRAND_COLOR } from '../../styles/theme';
import { hasSeenNewVersion, markNewVersionSeen } from './new-version-seen';

const ITEMS = ['home.newVersion.item1', 'home.newVersion.item2', 'home.newVersion.item3', 'home.newVersion.item4'];

/** Shown to a user whose `newVersionPopped` is false, until they dismiss it in this browser. */
export default function NewVersionPopup() {
  const intl = useIntl();
  const user = useAtomValue(userInfoAtom);
  const who = String(user?.userId ?? user?.userName ?? '');
  const [dismissed, setDismissed] = useState(false);
  const open = user !== null && user.newVersionPopped === false && who !== '' && !dismissed && !hasSeenNewVersion(who);

  const dismiss = () => {
    markNewVersionSeen(who);
    setDismissed(true);
  };

  return (
    <Modal
      open={open}
      onCancel={dismiss}
      centered
      width={460}
      destroyOnHidden
      data-testid="new-version-popup"
      footer={
        <Button type="primary" onClick={dismiss} data-testid="new-version-ok">
          {intl.formatMessage({ id: 'home.newVersion.ok' })}
        </Button>
      }
    >
      <div style={{ textAlign: 'center', padding: '8px 0 4px' }}>
        <RocketOutlined style={{ fontSize: 40, color: BRAND_COLOR }} />
        <Typography.Title level={4}>{intl.formatMessage({ id: 'home.newVersion.title' })}</Typography.Title>
      </div>
      <Typography.Paragraph>{intl.formatMessage({ id: 'home.newVersion.intro' })}</Typography.Paragraph>
      <ul style={{ paddingInlineStart: 20, lineHeight: 2 }}>
        {ITEMS.map((id) => (
          <li key={id}>{intl.formatMessage({ id })}</li>
        ))}
      </ul>
    </Modal>
  );
}

import { Button, Modal, Typography } from 'antd';
import { RocketOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { markNewVersionPopped } from '../../../api/user';
import { userInfoAtom } from '../../state/session';
import { BRAND_COLOR } from '../../styles/theme';

const ITEMS = ['home.newVersion.item1', 'home.newVersion.item2', 'home.newVersion.item3', 'home.newVersion.item4'];

/**
 * Shown to a signed-in user whose `newVersionPopped` is false. Dismissing it closes it at once and
 * tells the server, which keeps the flag on the account: no other browser, and no reload, shows it again.
 */
export default function NewVersionPopup() {
  const intl = useIntl();
  const [user, setUser] = useAtom(userInfoAtom);
  const open = user !== null && user.newVersionPopped === false;

  const dismiss = () => {
    setUser((info) => (info ? { ...info, newVersionPopped: true } : info));
    // Quiet on failure: at worst the popup shows once more at the next sign-in.
    markNewVersionPopped().catch(() => undefined);
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

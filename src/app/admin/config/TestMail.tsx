// The mail tab's test-mail button (drawn only with the rule config/sendTestMail): sends the mail
// settings AS TYPED in the form — saved or not; a blank password means the stored one — to the
// address typed here, and shows the mailer's own error (the server masks the password in it).
import { useState } from 'react';
import { Alert, Button, Input, Space } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { ResourceError } from '../../../engine/runtime/resource-provider';
import { adminResources } from '../crud/runtime';
import { notifySuccess } from '../notify';

export function TestMail({ typed, names }: { typed: () => Record<string, unknown>; names: readonly string[] }) {
  const intl = useIntl();
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    const values = typed();
    // Only the product's mail items: the server refuses any other name in the body.
    const settings = Object.fromEntries(names.filter((name) => values[name] !== undefined && values[name] !== null).map((name) => [name, values[name]]));
    setSending(true);
    setError(null);
    try {
      await adminResources.action('config', 'sendTestMail', { ...settings, testMail: to.trim() });
      notifySuccess(intl.formatMessage({ id: 'admin.config.testMail.sent' }, { to: to.trim() }));
    } catch (failure) {
      setError(failure instanceof ResourceError || failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
      <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
        <Input
          aria-label={intl.formatMessage({ id: 'admin.config.testMail' })}
          placeholder={intl.formatMessage({ id: 'admin.config.testMail.placeholder' })}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          data-testid="config-test-mail-address"
        />
        <Button icon={<MailOutlined />} loading={sending} onClick={() => void send()} data-testid="config-test-mail-send">
          {intl.formatMessage({ id: 'admin.config.testMail.send' })}
        </Button>
      </Space.Compact>
      {error && <Alert type="error" showIcon message={error} data-testid="config-test-mail-error" />}
    </Space>
  );
}

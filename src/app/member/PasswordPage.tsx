// /user/password: a new password needs the current one; the server ends the member's other sign-ins.
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { PASSWORD_PATTERN } from '../../shared/validation';
import { changeMemberPassword } from './api';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export default function PasswordPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<Values>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const rule = { pattern: PASSWORD_PATTERN, message: t('member.password.rule') };

  const submit = async ({ oldPassword, newPassword }: Values) => {
    try {
      await changeMemberPassword({ oldPassword, newPassword });
      form.resetFields();
      setOutcome({ ok: true, text: t('member.password.done') });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 420 }} onFinish={submit} data-testid="member-password">
      {outcome && <Alert type={outcome.ok ? 'success' : 'error'} message={outcome.text} style={{ marginBottom: 16 }} />}
      <Form.Item name="oldPassword" label={t('member.password.old')} rules={[{ required: true, message: t('member.password.rule') }, rule]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('member.password.new')} rules={[{ required: true, message: t('member.password.rule') }, rule]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('member.password.confirm')}
        dependencies={['newPassword']}
        rules={[({ getFieldValue }) => ({ validator: async (_, value) => { if (value !== getFieldValue('newPassword')) throw new Error(t('member.password.mismatch')); } })]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('member.password.submit')}
      </Button>
    </Form>
  );
}

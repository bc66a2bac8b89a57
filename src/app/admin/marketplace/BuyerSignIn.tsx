// The buyer's sign-in to the marketplace: a member account (its points and balance pay), whose
// marketplace token is kept for this tab only (api.ts buyerSession). The server's message (a wrong
// password, a locked account) is shown in the dialog.
import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { buyerSession, marketApi } from './api';
import { failureText, useMarketText } from './text';

export function BuyerSignIn({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const t = useMarketText();
  const [form] = Form.useForm<{ username: string; password: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const { username, password } = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      const { token } = await marketApi.login(username.trim(), password);
      buyerSession.store(token);
      onSignedIn();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={t('admin.market.buyer.title')} okText={t('admin.market.buyer.submit')} confirmLoading={busy} onOk={() => void submit()} onCancel={onCancel} okButtonProps={{ 'data-testid': 'market-buyer-submit' } as never} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('admin.market.buyer.hint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="market-buyer-error" />}
      <Form form={form} layout="vertical" data-testid="market-buyer-form" onFinish={() => void submit()}>
        <Form.Item name="username" label={t('admin.market.buyer.username')} rules={[{ required: true, whitespace: true, message: t('admin.market.buyer.required') }]}>
          <Input autoComplete="username" data-testid="market-buyer-username" />
        </Form.Item>
        <Form.Item name="password" label={t('admin.market.buyer.password')} rules={[{ required: true, message: t('admin.market.buyer.required') }]}>
          <Input.Password autoComplete="current-password" data-testid="market-buyer-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

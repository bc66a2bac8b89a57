import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useIntl } from 'react-intl';
import { updatePassword } from '../../api/user';
import { requiredRule, sharedRule } from './form-rules';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password, the new one following the §5 rules. */
export default function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    // Invalid fields show their own messages; there is nothing to send then.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await updatePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      // The client confirms success itself (showSuccessMessage); the session stays valid.
      onClose();
    } catch {
      // The client has already shown the server's message (e.g. a wrong current password).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'layout.password.title' })}
      okText={intl.formatMessage({ id: 'layout.password.submit' })}
      cancelText={intl.formatMessage({ id: 'layout.password.cancel' })}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      data-testid="change-password-dialog"
    >
      <Form form={form} layout="vertical" requiredMark={false} style={{ marginTop: 16 }}>
        <Form.Item name="oldPassword" label={intl.formatMessage({ id: 'layout.password.old' })} rules={[requiredRule(intl)]}>
          <Input.Password autoComplete="current-password" data-testid="change-password-old" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={intl.formatMessage({ id: 'layout.password.new' })}
          dependencies={['oldPassword']}
          rules={[
            requiredRule(intl),
            sharedRule(intl, 'password'),
            ({ getFieldValue }) => ({
              validator: (_, value: string) =>
                !value || value !== getFieldValue('oldPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(intl.formatMessage({ id: 'layout.password.sameAsOld' }))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="change-password-new" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={intl.formatMessage({ id: 'layout.password.confirm' })}
          dependencies={['newPassword']}
          rules={[
            requiredRule(intl),
            ({ getFieldValue }) => ({
              validator: (_, value: string) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(intl.formatMessage({ id: 'layout.password.mismatch' }))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="change-password-confirm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { Form, Input, Modal, message } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { updatePassword } from '../../api/user';
import { clearSession } from '../state/session';
import { requiredRule, sharedRule } from './form-rules';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password (§5 rules). Other sessions stop working, so this one logs in again too. */
export default function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await updatePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      message.success(intl.formatMessage({ id: 'layout.password.done' }));
      onClose();
      clearSession();
      navigate('/home?type=login');
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

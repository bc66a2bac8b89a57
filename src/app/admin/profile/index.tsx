import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, Card, Descriptions, Divider, Form, Input, Spin } from 'antd';
import type { FormRule } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/types';
import { passesFieldRule } from '../../../shared/validation';
import { requiredRule, sharedRule } from '../../layout/form-rules';
import { fetchProfile, updateProfile } from '../api/admin-api';
import { fieldOf } from '../api/errors';
import type { AdminProfile, ProfileUpdate } from '../api/types';
import Problem from '../errors/Problem';
import { notifySuccess } from '../notify';
import { adminIndexAtom } from '../session/state';
import { ROUTE_TITLES, useAdminPage } from '../titles';

interface Values {
  nickname: string;
  avatar: string;
  email: string;
  mobile: string;
  motto: string;
  oldPassword?: string;
  password?: string;
  confirm?: string;
}

const EDITABLE = ['nickname', 'avatar', 'email', 'mobile', 'motto'] as const;
const FIELDS: readonly string[] = [...EDITABLE, 'password', 'oldPassword'];

/** The changes to send: the edited fields, and the password only when a new one was typed. */
export function profileChanges(profile: AdminProfile, values: Values): ProfileUpdate {
  const body: ProfileUpdate = {};
  for (const key of EDITABLE) {
    const value = (values[key] ?? '').trim();
    if (value !== (profile[key] ?? '')) body[key] = value;
  }
  if (values.password) {
    body.password = values.password;
    body.oldPassword = values.oldPassword ?? '';
  }
  return body;
}

function ProfileForm({ profile, onSaved }: { profile: AdminProfile; onSaved: (profile: AdminProfile) => void }) {
  const intl = useIntl();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setIndex = useSetAtom(adminIndexAtom);
  const message = (id: string) => intl.formatMessage({ id });
  const optional = (rule: 'email' | 'mobile'): FormRule => sharedRule(intl, rule);
  const url: FormRule = {
    validator: (_, value: unknown) =>
      !value || passesFieldRule('url', value) ? Promise.resolve() : Promise.reject(new Error(message('admin.profile.avatar.invalid'))),
  };

  const save = async (values: Values) => {
    setSaving(true);
    setError(null);
    const body = profileChanges(profile, values);
    try {
      const saved = await updateProfile(body);
      const next: AdminProfile = { ...profile, ...(saved ?? {}), ...withoutPassword(body) };
      onSaved(next);
      // The header shows the nickname and avatar of the session: keep them in step.
      setIndex((index) => (index ? { ...index, admin: { ...index.admin, nickname: next.nickname, avatar: next.avatar, email: next.email, mobile: next.mobile, motto: next.motto } } : index));
      form.setFieldsValue({ oldPassword: '', password: '', confirm: '' });
      notifySuccess(message('admin.profile.saved'));
    } catch (failure) {
      const text = failure instanceof ApiError ? failure.serverMessage || failure.message : String(failure);
      const field = fieldOf(text);
      if (field && FIELDS.includes(field)) form.setFields([{ name: field as keyof Values, errors: [text.slice(field.length + 2)] }]);
      else setError(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ nickname: profile.nickname, avatar: profile.avatar, email: profile.email, mobile: profile.mobile, motto: profile.motto }}
      onFinish={save}
      data-testid="admin-profile-form"
    >
      <Form.Item name="nickname" label={message('admin.profile.nickname')} rules={[requiredRule(intl), { max: 50 }]}>
        <Input maxLength={50} data-testid="admin-profile-nickname" />
      </Form.Item>
      <Form.Item name="avatar" label={message('admin.profile.avatar')} rules={[url]}>
        <Input placeholder="https://" data-testid="admin-profile-avatar" />
      </Form.Item>
      <Form.Item name="email" label={message('admin.profile.email')} rules={[optional('email')]}>
        <Input type="email" data-testid="admin-profile-email" />
      </Form.Item>
      <Form.Item name="mobile" label={message('admin.profile.mobile')} rules={[optional('mobile')]}>
        <Input data-testid="admin-profile-mobile" />
      </Form.Item>
      <Form.Item name="motto" label={message('admin.profile.motto')} rules={[{ max: 255 }]}>
        <Input.TextArea rows={2} maxLength={255} data-testid="admin-profile-motto" />
      </Form.Item>
      <Divider orientation="left" plain>
        {message('admin.profile.password')}
      </Divider>
      <Form.Item name="password" label={message('admin.profile.newPassword')} extra={message('admin.profile.password.hint')} rules={[sharedRule(intl, 'password')]}>
        <Input.Password autoComplete="new-password" data-testid="admin-profile-password" />
      </Form.Item>
      <Form.Item
        name="oldPassword"
        label={message('admin.profile.oldPassword')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: unknown) =>
              !getFieldValue('password') || value ? Promise.resolve() : Promise.reject(new Error(message('admin.profile.oldPassword.required'))),
          }),
        ]}
      >
        <Input.Password autoComplete="current-password" data-testid="admin-profile-old-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={message('admin.profile.confirmPassword')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: unknown) =>
              (getFieldValue('password') || '') === (value || '') ? Promise.resolve() : Promise.reject(new Error(message('admin.profile.confirmPassword.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="admin-profile-confirm" />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="admin-profile-error" />}
      <Button type="primary" htmlType="submit" loading={saving} data-testid="admin-profile-save">
        {message('admin.profile.save')}
      </Button>
    </Form>
  );
}

function withoutPassword(body: ProfileUpdate): ProfileUpdate {
  const { password: _password, oldPassword: _oldPassword, ...rest } = body;
  return rest;
}

/** /admin/profile: the administrator's own details and password (GET/PUT /profile). */
export default function ProfilePage() {
  const intl = useIntl();
  useAdminPage(ROUTE_TITLES.profile);
  const [profile, setProfile] = useState<AdminProfile | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stale = false;
    fetchProfile()
      .then((answer) => !stale && setProfile(answer))
      .catch(() => !stale && setFailed(true));
    return () => {
      stale = true;
    };
  }, []);

  if (failed) return <Problem />;
  if (!profile) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <Card className="chis-admin-card" data-testid="admin-profile">
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 24 }}>
        <Avatar size={64} src={profile.avatar || undefined} icon={<UserOutlined />} />
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'username', label: intl.formatMessage({ id: 'admin.profile.username' }), children: profile.username },
            {
              key: 'lastLogin',
              label: intl.formatMessage({ id: 'admin.profile.lastLogin' }),
              children: profile.lastLoginAt
                ? `${intl.formatDate(profile.lastLoginAt, { dateStyle: 'medium', timeStyle: 'short' })}${profile.lastLoginIp ? ` (${profile.lastLoginIp})` : ''}`
                : intl.formatMessage({ id: 'admin.profile.lastLogin.never' }),
            },
          ]}
        />
      </div>
      <ProfileForm profile={profile} onSaved={setProfile} />
    </Card>
  );
}

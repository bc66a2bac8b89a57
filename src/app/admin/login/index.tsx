import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/types';
import { CAPTCHA_MAX } from '../../../shared/validation';
import logoUrl from '../../assets/logo.svg';
import { requiredRule, sharedRule } from '../../layout/form-rules';
import LanguageSwitch from '../../layout/LanguageSwitch';
import '../layout/admin.css';
import { BRAND_DARK } from '../../styles/theme';
import { adminLogin, fetchCaptcha } from '../api/admin-api';
import type { Captcha } from '../api/types';
import AdminIntl from '../i18n/AdminIntl';
import { adminBootPath, REDIRECT_PARAM } from '../paths';
import { readAdminToken, writeAdminSession } from '../session/token';
import { ROUTE_TITLES, useDocumentTitle } from '../titles';

interface Values {
  username: string;
  password: string;
  captcha?: string;
}

interface LoginRefusal {
  captchaRequired?: boolean;
}

/** Whether the server asks for the image code (docs/admin.md §3: 400 `{captchaRequired}` after 3 failures). */
function asksForCaptcha(error: unknown): boolean {
  return error instanceof ApiError && (error.content as LoginRefusal | null | undefined)?.captchaRequired === true;
}

/**
 * The administrator login (spec §5 rules from src/shared/validation.ts). A refusal shows the server's
 * own message; once the server asks for it, an image code is required (a fresh one after every
 * attempt: each is single-use). Signed in, the loading page restores the session and opens the page
 * the administrator came for.
 */
function LoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const redirect = params.get(REDIRECT_PARAM) ?? undefined;

  const loadCaptcha = async () => {
    form.setFieldValue('captcha', '');
    try {
      setCaptcha(await fetchCaptcha());
      setCaptchaFailed(false);
    } catch {
      setCaptchaFailed(true);
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await adminLogin({
        username: values.username,
        password: values.password,
        ...(captcha ? { captchaId: captcha.captchaId, captcha: values.captcha } : {}),
      });
      writeAdminSession(result);
      void navigate(adminBootPath(redirect), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.serverMessage || failure.message : intl.formatMessage({ id: 'admin.login.failed' }));
      if (asksForCaptcha(failure) || captcha || captchaFailed) await loadCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const showCaptcha = captcha !== null || captchaFailed;
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} size="large" data-testid="admin-login-form">
      <Form.Item name="username" label={intl.formatMessage({ id: 'admin.login.username' })} rules={[requiredRule(intl), sharedRule(intl, 'account')]}>
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={intl.formatMessage({ id: 'admin.login.username.placeholder' })}
          data-testid="admin-login-username"
        />
      </Form.Item>
      <Form.Item name="password" label={intl.formatMessage({ id: 'admin.login.password' })} rules={[requiredRule(intl), sharedRule(intl, 'password')]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={intl.formatMessage({ id: 'admin.login.password.placeholder' })}
          data-testid="admin-login-password"
        />
      </Form.Item>
      {showCaptcha && (
        <Form.Item label={intl.formatMessage({ id: 'admin.login.captcha' })} required={false}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="captcha" noStyle rules={[requiredRule(intl), sharedRule(intl, 'captcha')]}>
              <Input
                prefix={<SafetyOutlined />}
                maxLength={CAPTCHA_MAX}
                autoComplete="off"
                placeholder={intl.formatMessage({ id: 'admin.login.captcha.placeholder' })}
                data-testid="admin-login-captcha"
              />
            </Form.Item>
            <Button
              onClick={() => void loadCaptcha()}
              title={intl.formatMessage({ id: 'admin.login.captcha.refresh' })}
              style={{ padding: 0, height: 40, minWidth: 120 }}
              data-testid="admin-login-captcha-image"
            >
              {captcha ? (
                <img src={captcha.image} alt={intl.formatMessage({ id: 'admin.login.captcha' })} height={38} />
              ) : (
                intl.formatMessage({ id: 'admin.login.captcha.unavailable' })
              )}
            </Button>
          </Space.Compact>
        </Form.Item>
      )}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="admin-login-error" />}
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="admin-login-submit">
        {intl.formatMessage({ id: 'admin.login.submit' })}
      </Button>
    </Form>
  );
}

function LoginPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  useDocumentTitle(ROUTE_TITLES.adminLogin);
  // Already signed in (a bookmark, the back button): straight on, through the session restore.
  const [signedIn] = useState(() => readAdminToken() !== '');
  if (signedIn) return <Navigate to={adminBootPath(params.get(REDIRECT_PARAM) ?? undefined)} replace />;
  return (
    <div
      style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: `linear-gradient(160deg, ${BRAND_DARK} 0%, #0b6478 55%, #eef3f6 55%)` }}
      data-testid="admin-login"
    >
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '12px 20px' }}>
        <div style={{ background: '#fff', borderRadius: 6 }}>
          <LanguageSwitch />
        </div>
      </div>
      <div style={{ flex: 1, display: 'grid', placeItems: 'center', padding: 20 }}>
        <Card className="chis-admin-card" style={{ width: '100%', maxWidth: 400 }}>
          <div style={{ textAlign: 'center', marginBottom: 24 }}>
            <img src={logoUrl} alt="" width={48} height={48} />
            <Typography.Title level={3} style={{ margin: '12px 0 4px' }}>
              {intl.formatMessage({ id: 'admin.login.title' })}
            </Typography.Title>
            <Typography.Text type="secondary">{intl.formatMessage({ id: 'admin.login.subtitle' })}</Typography.Text>
          </div>
          <LoginForm />
        </Card>
      </div>
    </div>
  );
}

export default function AdminLoginPage() {
  return (
    <AdminIntl>
      <LoginPage />
    </AdminIntl>
  );
}

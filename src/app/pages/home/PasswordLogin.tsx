import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { login, type LoginResult } from '../../../api/user';
import { requiredRule, sharedRule } from '../../layout/form-rules';
import { fetchCaptcha, type Captcha } from './captcha-api';
import { describeLoginError, needsCaptcha, type LoginError } from './login-error';

interface Values {
  account: string;
  password: string;
  captcha?: string;
}

/**
 * Account and password login with the §5 rules. The server asks for an image code after three
 * failures (`captchaRequired` in the error's content); from then on the code field is shown.
 */
export default function PasswordLogin({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const intl = useIntl();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState<LoginError | null>(null);

  const loadCaptcha = async () => {
    form.setFieldValue('captcha', '');
    setCaptcha(await fetchCaptcha().catch(() => null));
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await login({
        account: values.account,
        password: values.password,
        ...(captcha ? { captchaId: captcha.captchaId, captcha: values.captcha } : {}),
      });
      onLoggedIn(result);
    } catch (failure) {
      setError(describeLoginError(failure));
      // Every code is single-use, so a failed attempt always needs a fresh one.
      if (needsCaptcha(failure) || captcha) await loadCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const describe = (failure: LoginError): string => {
    switch (failure.kind) {
      case 'credentials':
        return failure.remainingAttempts === undefined
          ? intl.formatMessage({ id: 'home.login.error.credentials' })
          : intl.formatMessage({ id: 'home.login.error.attempts' }, { count: failure.remainingAttempts });
      case 'captcha':
        return intl.formatMessage({ id: 'home.login.error.captcha' });
      case 'locked':
        return intl.formatMessage(
          { id: 'home.login.error.locked' },
          { time: intl.formatTime(failure.lockedUntil, { hour: '2-digit', minute: '2-digit' }) },
        );
      case 'inactive':
        return intl.formatMessage({ id: 'home.login.error.inactive' });
      default:
        return failure.message;
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} data-testid="login-form" size="large">
      <Form.Item
        name="account"
        label={intl.formatMessage({ id: 'home.login.account' })}
        rules={[requiredRule(intl), sharedRule(intl, 'account')]}
      >
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          placeholder={intl.formatMessage({ id: 'home.login.account.placeholder' })}
          data-testid="login-account"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={intl.formatMessage({ id: 'home.login.password' })}
        rules={[requiredRule(intl), sharedRule(intl, 'password')]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={intl.formatMessage({ id: 'home.login.password.placeholder' })}
          data-testid="login-password"
        />
      </Form.Item>
      {error && <Alert type="error" showIcon message={describe(error)} style={{ marginBottom: 16 }} data-testid={`login-error-${error.kind}`} />}
      {captcha && (
        <>
          <Form.Item label={intl.formatMessage({ id: 'home.login.captcha' })} required={false}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="captcha" noStyle rules={[requiredRule(intl), sharedRule(intl, 'captcha')]}>
                <Input
                  prefix={<SafetyOutlined />}
                  maxLength={6}
                  autoComplete="off"
                  placeholder={intl.formatMessage({ id: 'home.login.captcha.placeholder' })}
                  data-testid="login-captcha"
                />
              </Form.Item>
              <button
                type="button"
                onClick={() => void loadCaptcha()}
                title={intl.formatMessage({ id: 'home.login.captcha.refresh' })}
                style={{ border: '1px solid #d9d9d9', borderInlineStart: 'none', padding: 0, background: '#f4f6f8', cursor: 'pointer' }}
                data-testid="login-captcha-image"
              >
                <img src={captcha.image} alt={intl.formatMessage({ id: 'home.login.captcha' })} height={38} />
              </button>
            </Space.Compact>
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
        {intl.formatMessage({ id: 'home.login.submit' })}
      </Button>
    </Form>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, List, Row, Space, Typography } from 'antd';
import { CheckCircleOutlined, SafetyOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError, DuplicateRequestError } from '../../../api/types';
import { applyTrial } from '../../../api/user';
import { CAPTCHA_MAX } from '../../../shared/validation';
import { requiredRule, sharedRule } from '../../layout/form-rules';
import BarePage from '../../layout/BarePage';
import { fetchCaptcha, type Captcha } from '../home/captcha-api';
import { needsCaptcha } from '../home/login-error';

interface Values {
  account: string;
  password: string;
  confirmPassword: string;
  name: string;
  company: string;
  position?: string;
  mobile: string;
  email: string;
  captcha: string;
}

/** Why the last application was refused, when the form says more than the client's toast. */
type Refusal = { kind: 'captcha' } | { kind: 'unavailable' } | { kind: 'server'; message: string };

function describeRefusal(failure: unknown): Refusal | null {
  if (needsCaptcha(failure)) return { kind: 'captcha' };
  // Too many applications (per address or per mailbox): the server says when to try again.
  if (failure instanceof ApiError && failure.code === 429) return { kind: 'server', message: failure.serverMessage || failure.message };
  return null;
}

const BENEFITS = ['account-apply.benefit1', 'account-apply.benefit2', 'account-apply.benefit3', 'account-apply.benefit4'];

/**
 * /account-apply: the trial application. The server creates a pending account and mails a
 * one-time confirmation link; the account works once that link is opened. Every application
 * carries an image code (GET /api/v2/user/captcha); a code is single-use, so any refusal loads a
 * new one.
 */
export default function AccountApplyPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Only the latest code request may set the image (a click during a load, or after unmounting).
  const captchaTicket = useRef(0);
  const text = (id: string) => intl.formatMessage({ id });

  const loadCaptcha = useCallback((): Promise<void> => {
    const ticket = ++captchaTicket.current;
    // Cleared with a reset: setFieldValue would make antd deep-compare the whole form for the row's
    // nameless Form.Item (and warn about "circular references" when two fields hold the same value).
    form.resetFields(['captcha']);
    return fetchCaptcha().then(
      (next) => {
        if (ticket !== captchaTicket.current) return;
        setCaptcha(next);
        setCaptchaFailed(false);
      },
      (failure: unknown) => {
        // A newer request for a code replaced this one: its answer is the one to show.
        if (ticket !== captchaTicket.current || failure instanceof DuplicateRequestError) return;
        setCaptcha(null);
        setCaptchaFailed(true);
      },
    );
  }, [form]);

  useEffect(() => {
    void loadCaptcha();
    return () => {
      captchaTicket.current += 1;
    };
  }, [loadCaptcha]);

  const submit = async ({ confirmPassword: _confirm, position, captcha: code, ...values }: Values) => {
    if (!captcha) {
      setRefusal({ kind: 'unavailable' });
      await loadCaptcha();
      return;
    }
    setSubmitting(true);
    setRefusal(null);
    try {
      await applyTrial({
        ...values,
        ...(position?.trim() ? { position: position.trim() } : {}),
        captchaId: captcha.captchaId,
        captcha: code,
      });
      navigate(`/email-send-success?${new URLSearchParams({ email: values.email })}`);
    } catch (failure) {
      // The client has shown the server's reason (e.g. the account name is taken); the form names
      // a wrong code and a refusal for too many applications itself. The server may have used the
      // code up, so every refusal gets a new one.
      setRefusal(describeRefusal(failure));
      await loadCaptcha();
    } finally {
      setSubmitting(false);
    }
  };

  const describe = (shown: Refusal): string => (shown.kind === 'server' ? shown.message : text(`account-apply.error.${shown.kind}`));

  return (
    <BarePage>
      <div className="chis-page" style={{ maxWidth: 1080 }} data-testid="account-apply">
        <Row gutter={24}>
          <Col xs={24} lg={9}>
            <div
              style={{
                borderRadius: 12,
                padding: 32,
                color: '#fff',
                background: 'linear-gradient(150deg, #06394a 0%, #0b6478 100%)',
                height: '100%',
              }}
            >
              <Typography.Title level={3} style={{ color: '#fff', marginTop: 0 }}>
                {text('account-apply.aside.title')}
              </Typography.Title>
              <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.8)' }}>{text('account-apply.aside.text')}</Typography.Paragraph>
              <List
                split={false}
                dataSource={BENEFITS}
                renderItem={(id) => (
                  <List.Item style={{ color: '#fff', paddingInline: 0 }}>
                    <CheckCircleOutlined style={{ marginInlineEnd: 10, color: '#7fe0d6' }} />
                    {text(id)}
                  </List.Item>
                )}
              />
            </div>
          </Col>
          <Col xs={24} lg={15}>
            <Card className="chis-card">
              <Typography.Title level={4} style={{ marginTop: 0 }}>
                {text('account-apply.title')}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{text('account-apply.subtitle')}</Typography.Paragraph>
              <Form form={form} layout="vertical" requiredMark onFinish={submit} data-testid="account-apply-form">
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name="name" label={text('account-apply.name')} rules={[requiredRule(intl), { max: 50 }]}>
                      <Input maxLength={50} data-testid="account-apply-name" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="company" label={text('account-apply.company')} rules={[requiredRule(intl), { max: 200 }]}>
                      <Input maxLength={200} data-testid="account-apply-company" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="position" label={text('account-apply.position')} rules={[{ max: 50 }]}>
                      <Input maxLength={50} data-testid="account-apply-position" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="mobile" label={text('account-apply.mobile')} rules={[requiredRule(intl), sharedRule(intl, 'mobile')]}>
                      <Input maxLength={11} data-testid="account-apply-mobile" />
                    </Form.Item>
                  </Col>
                  <Col span={24}>
                    <Form.Item
                      name="email"
                      label={text('account-apply.email')}
                      extra={text('account-apply.email.extra')}
                      rules={[requiredRule(intl), sharedRule(intl, 'email')]}
                    >
                      <Input maxLength={255} data-testid="account-apply-email" />
                    </Form.Item>
                  </Col>
                  <Col span={24}>
                    <Typography.Text strong style={{ display: 'block', margin: '4px 0 12px' }}>
                      {text('account-apply.credentials')}
                    </Typography.Text>
                  </Col>
                  <Col span={24}>
                    <Form.Item
                      name="account"
                      label={text('account-apply.account')}
                      extra={text('layout.rule.account')}
                      rules={[requiredRule(intl), sharedRule(intl, 'account')]}
                    >
                      <Input maxLength={15} autoComplete="username" data-testid="account-apply-account" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="password" label={text('account-apply.password')} rules={[requiredRule(intl), sharedRule(intl, 'password')]}>
                      <Input.Password maxLength={32} autoComplete="new-password" data-testid="account-apply-password" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name="confirmPassword"
                      label={text('account-apply.confirmPassword')}
                      dependencies={['password']}
                      rules={[
                        requiredRule(intl),
                        ({ getFieldValue }) => ({
                          validator: (_, value: string) =>
                            !value || value === getFieldValue('password')
                              ? Promise.resolve()
                              : Promise.reject(new Error(text('layout.password.mismatch'))),
                        }),
                      ]}
                    >
                      <Input.Password maxLength={32} autoComplete="new-password" data-testid="account-apply-confirm" />
                    </Form.Item>
                  </Col>
                  <Col span={24}>
                    <Form.Item label={text('account-apply.captcha')} extra={text('account-apply.captcha.extra')} required>
                      <Space.Compact style={{ width: '100%' }}>
                        <Form.Item name="captcha" noStyle rules={[requiredRule(intl), sharedRule(intl, 'captcha')]}>
                          <Input
                            prefix={<SafetyOutlined />}
                            maxLength={CAPTCHA_MAX}
                            autoComplete="off"
                            placeholder={text('account-apply.captcha.placeholder')}
                            data-testid="account-apply-captcha"
                          />
                        </Form.Item>
                        <button
                          type="button"
                          onClick={() => void loadCaptcha()}
                          title={text('account-apply.captcha.refresh')}
                          // The login dialog's code button; one width for 4 to 6 characters (up to ~100 px at
                          // this height), so the row does not move when a new code comes.
                          style={{
                            border: '1px solid #d9d9d9',
                            borderInlineStart: 'none',
                            borderStartEndRadius: 6,
                            borderEndEndRadius: 6,
                            padding: captcha ? 0 : '0 12px',
                            minWidth: 108,
                            flexShrink: 0,
                            display: 'flex',
                            alignItems: 'center',
                            justifyContent: 'center',
                            overflow: 'hidden',
                            background: '#f4f6f8',
                            cursor: 'pointer',
                            whiteSpace: 'nowrap',
                          }}
                          data-testid="account-apply-captcha-image"
                        >
                          {captcha ? (
                            <img src={captcha.image} alt={text('account-apply.captcha')} height={30} style={{ display: 'block' }} />
                          ) : (
                            captchaFailed && text('account-apply.captcha.failed')
                          )}
                        </button>
                      </Space.Compact>
                    </Form.Item>
                  </Col>
                </Row>
                {refusal && (
                  <Alert
                    type="error"
                    showIcon
                    message={describe(refusal)}
                    style={{ marginBottom: 16 }}
                    data-testid={`account-apply-error-${refusal.kind}`}
                  />
                )}
                <Button type="primary" htmlType="submit" size="large" loading={submitting} block data-testid="account-apply-submit">
                  {text('account-apply.submit')}
                </Button>
              </Form>
            </Card>
          </Col>
        </Row>
      </div>
    </BarePage>
  );
}

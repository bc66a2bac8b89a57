import { useState } from 'react';
import { Button, Card, Col, Form, Input, List, Row, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { applyTrial } from '../../../api/user';
import { requiredRule, sharedRule } from '../../layout/form-rules';
import BarePage from '../../layout/BarePage';

interface Values {
  account: string;
  password: string;
  confirmPassword: string;
  name: string;
  company: string;
  position?: string;
  mobile: string;
  email: string;
}

const BENEFITS = ['account-apply.benefit1', 'account-apply.benefit2', 'account-apply.benefit3', 'account-apply.benefit4'];

/**
 * /account-apply: the trial application. The server creates a pending account and mails a
 * one-time confirmation link; the account works once that link is opened.
 */
export default function AccountApplyPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const text = (id: string) => intl.formatMessage({ id });

  const submit = async ({ confirmPassword: _confirm, position, ...values }: Values) => {
    setSubmitting(true);
    try {
      await applyTrial({ ...values, ...(position?.trim() ? { position: position.trim() } : {}) });
      navigate(`/email-send-success?${new URLSearchParams({ email: values.email })}`);
    } catch {
      // The client has shown the server's reason (e.g. the account name is taken).
    } finally {
      setSubmitting(false);
    }
  };

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
                </Row>
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

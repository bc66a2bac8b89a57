import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, List, Row, Typography } from 'antd';
import { CreditCardOutlined, LockOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { redeemCard } from '../../../../api/user';
import { requiredRule } from '../../../layout/form-rules';
import { describeCardError, type CardError } from './card-error';
import { parseRedemption } from '../redemption';

/** The server's card number format (server/modules/cards/routes.ts). */
const CARD_NO_PATTERN = /^C\d{15}$/;

interface Values {
  cardNo: string;
  secret: string;
}

/** /user-center/card-pay: card number and secret → redeemCard → the result page. */
export default function CardPayPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<CardError | null>(null);

  const describe = (failure: CardError): string => {
    switch (failure.kind) {
      case 'locked':
        return intl.formatMessage({ id: 'user-center.card.lockedHint' });
      case 'wrong':
        return intl.formatMessage({ id: 'user-center.card.wrong' }, { count: failure.remainingAttempts });
      case 'redeemed':
        return intl.formatMessage({ id: 'user-center.card.redeemed' });
      case 'expired':
        return intl.formatMessage({ id: 'user-center.card.expired' });
      default:
        return failure.message;
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = parseRedemption(await redeemCard({ cardNo: values.cardNo.trim().toUpperCase(), secret: values.secret.trim() }));
      // The result travels in the history entry, so a reload of the result page still shows it.
      navigate('/user-center/card-pay-result', { state: { redemption: result } });
    } catch (failure) {
      setError(describeCardError(failure));
      form.setFieldValue('secret', '');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="chis-page-narrow" data-testid="card-pay">
      <Row gutter={20}>
        <Col xs={24} md={15}>
          <Card className="chis-card">
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              <CreditCardOutlined style={{ color: '#0b6478', marginInlineEnd: 8 }} />
              {intl.formatMessage({ id: 'user-center.card.title' })}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'user-center.card.subtitle' })}</Typography.Paragraph>
            {error && (
              <Alert
                type="error"
                showIcon
                style={{ marginBottom: 20 }}
                data-testid={`card-pay-error-${error.kind}`}
                message={intl.formatMessage({ id: error.kind === 'locked' ? 'user-center.card.locked' : 'user-center.card.failed' })}
                description={describe(error)}
              />
            )}
            <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} size="large">
              <Form.Item
                name="cardNo"
                label={intl.formatMessage({ id: 'user-center.card.cardNo' })}
                normalize={(value: string) => value.toUpperCase()}
                rules={[
                  requiredRule(intl),
                  {
                    pattern: CARD_NO_PATTERN,
                    message: intl.formatMessage({ id: 'user-center.card.cardNo.rule' }),
                  },
                ]}
              >
                <Input
                  prefix={<CreditCardOutlined />}
                  maxLength={16}
                  autoComplete="off"
                  placeholder={intl.formatMessage({ id: 'user-center.card.cardNo.placeholder' })}
                  data-testid="card-pay-card-no"
                />
              </Form.Item>
              <Form.Item name="secret" label={intl.formatMessage({ id: 'user-center.card.secret' })} rules={[requiredRule(intl)]}>
                <Input.Password
                  prefix={<LockOutlined />}
                  maxLength={32}
                  autoComplete="off"
                  placeholder={intl.formatMessage({ id: 'user-center.card.secret.placeholder' })}
                  data-testid="card-pay-secret"
                />
              </Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                block
                loading={submitting}
                disabled={error?.kind === 'locked'}
                data-testid="card-pay-submit"
              >
                {intl.formatMessage({ id: 'user-center.card.submit' })}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} md={9}>
          <Card className="chis-card" title={intl.formatMessage({ id: 'user-center.card.tips' })}>
            <List
              size="small"
              split={false}
              dataSource={['user-center.card.tip1', 'user-center.card.tip2', 'user-center.card.tip3']}
              renderItem={(id) => <List.Item style={{ paddingInline: 0 }}>{intl.formatMessage({ id })}</List.Item>}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

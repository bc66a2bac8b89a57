import { Button, Card, Result, Steps, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import BarePage from '../../layout/BarePage';

/** /email-send-success: the trial application went through; the next step is in the mailbox. */
export default function EmailSendSuccessPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const email = useSearchParams()[0].get('email') ?? '';
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <BarePage>
      <Card className="chis-card chis-page-narrow" style={{ marginTop: 24 }} data-testid="email-send-success">
        <Result
          icon={<MailOutlined style={{ color: '#0b6478' }} />}
          title={text('email-send-success.title')}
          subTitle={
            <span data-testid="email-send-success-text">
              {email ? text('email-send-success.text', { email }) : text('email-send-success.textNoEmail')}
            </span>
          }
          extra={
            <Button type="primary" onClick={() => navigate('/home')}>
              {text('email-send-success.home')}
            </Button>
          }
        >
          <Steps
            size="small"
            current={1}
            items={[
              { title: text('email-send-success.step1') },
              { title: text('email-send-success.step2') },
              { title: text('email-send-success.step3') },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
            {text('email-send-success.hint')}
          </Typography.Paragraph>
        </Result>
      </Card>
    </BarePage>
  );
}

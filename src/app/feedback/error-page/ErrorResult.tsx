import { Button, Card, Result, Space } from 'antd';
import type { ResultProps } from 'antd';
import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

interface Props {
  status: ResultProps['status'];
  titleId: string;
  messageId: string;
  testId: string;
}

/** The body of the error pages: what went wrong, then a way home and a way back (spec §2). */
export default function ErrorResult({ status, titleId, messageId, testId }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  // A page opened directly (new tab, typed URL) has nowhere to go back to inside the app.
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <Card className="chis-card chis-page-narrow" style={{ marginTop: 24 }} data-testid={testId}>
      <Result
        status={status}
        title={intl.formatMessage({ id: titleId })}
        subTitle={intl.formatMessage({ id: messageId })}
        extra={
          <Space>
            <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/home')} data-testid={`${testId}-home`}>
              {intl.formatMessage({ id: 'error-page.home' })}
            </Button>
            <Button icon={<ArrowLeftOutlined />} disabled={!canGoBack} onClick={() => navigate(-1)} data-testid={`${testId}-back`}>
              {intl.formatMessage({ id: 'error-page.back' })}
            </Button>
          </Space>
        }
      />
    </Card>
  );
}

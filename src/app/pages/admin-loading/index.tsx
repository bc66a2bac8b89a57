import { Button, Card, Result, Typography } from 'antd';
import { HomeOutlined, SettingOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import BarePage from '../../layout/BarePage';

/** Decodes the `to` segment the /admin redirect built; a malformed one is shown as it came. */
function decodeTarget(to: string | undefined): string {
  if (!to) return '/admin';
  try {
    return decodeURIComponent(to);
  } catch {
    return to;
  }
}

/**
 * /admin/loading/{to}: every /admin path lands here (spec §2). The administrator back-end is a
 * separate application opened on its own; this page says so and leads back home.
 */
export default function AdminLoadingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const params = useParams();
  const target = decodeTarget(params.to ?? params['*']);
  return (
    <BarePage>
      <Card className="chis-card chis-page-narrow" style={{ marginTop: 24 }} data-testid="admin-loading">
        <Result
          icon={<SettingOutlined style={{ color: '#0b6478' }} />}
          title={intl.formatMessage({ id: 'admin-loading.title' })}
          subTitle={intl.formatMessage({ id: 'admin-loading.message' })}
          extra={
            <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/home')} data-testid="admin-loading-home">
              {intl.formatMessage({ id: 'admin-loading.home' })}
            </Button>
          }
        >
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
            {intl.formatMessage({ id: 'admin-loading.target' })}
            <Typography.Text code data-testid="admin-loading-target">
              {target}
            </Typography.Text>
          </Typography.Paragraph>
        </Result>
      </Card>
    </BarePage>
  );
}

import { Button, Card, Result } from 'antd';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import GrantList from '../GrantList';
import { formatDay } from '../format-date';
import { redemptionFromState } from '../redemption';

/** /user-center/card-pay-result: what the card granted and until when. */
export default function CardPayResultPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const redemption = redemptionFromState(useLocation().state);

  const toCenter = (
    <Button type="primary" key="center" onClick={() => navigate('/user-center/index')} data-testid="card-pay-result-center">
      {intl.formatMessage({ id: 'user-center.result.toCenter' })}
    </Button>
  );

  if (!redemption) {
    return (
      <Card className="chis-card chis-page-narrow" data-testid="card-pay-result-missing">
        <Result
          status="info"
          title={intl.formatMessage({ id: 'user-center.result.missing' })}
          subTitle={intl.formatMessage({ id: 'user-center.result.missingText' })}
          extra={[
            toCenter,
            <Button key="home" onClick={() => navigate('/home')}>
              {intl.formatMessage({ id: 'user-center.result.home' })}
            </Button>,
          ]}
        />
      </Card>
    );
  }
  return (
    <Card className="chis-card chis-page-narrow" data-testid="card-pay-result">
      <Result
        status="success"
        title={intl.formatMessage({ id: 'user-center.result.success' })}
        subTitle={intl.formatMessage(
          { id: 'user-center.result.successText' },
          { cardNo: redemption.cardNo, date: formatDay(intl, redemption.expiresAt) },
        )}
        extra={[
          toCenter,
          <Button key="again" onClick={() => navigate('/user-center/card-pay')} data-testid="card-pay-result-again">
            {intl.formatMessage({ id: 'user-center.result.again' })}
          </Button>,
        ]}
      >
        <div style={{ maxWidth: 560, margin: '0 auto' }}>
          <div style={{ fontWeight: 600, marginBottom: 12 }}>{intl.formatMessage({ id: 'user-center.result.granted' })}</div>
          <GrantList codes={redemption.codes} areas={redemption.areas} testId="card-pay-result-grants" />
        </div>
      </Result>
    </Card>
  );
}

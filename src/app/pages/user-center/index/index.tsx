import { useEffect, useState } from 'react';
import { Avatar, Badge, Button, Card, Col, Descriptions, Empty, List, Row, Skeleton, Space, Typography } from 'antd';
import { CreditCardOutlined, KeyOutlined, ReadOutlined, UserOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getLicence, type Licence } from '../../../../api/licence';
import { getBenefits } from '../../../../api/user';
import { memberName } from '../../../../shared/member-names';
import { permissionCodesAtom, userInfoAtom } from '../../../state/session';
import ChangePasswordDialog from '../../../layout/ChangePasswordDialog';
import { BRAND_COLOR } from '../../../styles/theme';
import { parseBenefits, type Benefit } from '../benefits-model';
import { formatDay } from '../format-date';
import GrantList from '../GrantList';

function sourceText(intl: ReturnType<typeof useIntl>, source: string): string {
  const [kind, cardNo] = source.split(':');
  return kind === 'card' && cardNo
    ? intl.formatMessage({ id: 'user-center.benefits.source.card' }, { cardNo })
    : intl.formatMessage({ id: 'user-center.benefits.source.other' }, { source });
}

function statusOf(benefit: Benefit, now: number): { status: 'success' | 'default' | 'warning'; id: string } {
  if (benefit.active) return { status: 'success', id: 'user-center.benefits.active' };
  return benefit.expiresAt <= now
    ? { status: 'default', id: 'user-center.benefits.expired' }
    : { status: 'warning', id: 'user-center.benefits.pending' };
}

/** /user-center: account details, change password, and every licensed benefit with its expiry. */
export default function UserCenterPage() {
  const intl = useIntl();
  const user = useAtomValue(userInfoAtom);
  const codes = useAtomValue(permissionCodesAtom);
  const [benefits, setBenefits] = useState<Benefit[] | null>(null);
  // What the account's licence covers: its provinces (all of China or a list) and when it ends.
  const [licence, setLicence] = useState<Licence | null>(null);
  const locale = intl.locale === 'en' ? 'en' : 'zh-cn';
  const [changing, setChanging] = useState(false);
  const [now] = useState(() => Date.now());

  useEffect(() => {
    let live = true;
    getBenefits()
      .then((content) => live && setBenefits(parseBenefits(content)))
      .catch(() => live && setBenefits([]));
    getLicence()
      .then((content) => live && setLicence(content))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const name = user?.nickName || user?.userName || '';
  const lastLogin =
    user?.lastLoginInfo && typeof user.lastLoginInfo === 'object' && 'time' in user.lastLoginInfo
      ? String(user.lastLoginInfo.time)
      : '—';

  return (
    <div className="chis-page" data-testid="user-center">
      <Row gutter={20}>
        <Col xs={24} lg={8}>
          <Card className="chis-card" style={{ marginBottom: 20 }} data-testid="user-center-account">
            <Space align="center" size={16} style={{ marginBottom: 20 }}>
              <Avatar size={56} style={{ background: BRAND_COLOR, fontSize: 24 }} icon={name ? undefined : <UserOutlined />}>
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              <div>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {name}
                </Typography.Title>
                <Typography.Text type="secondary">{user?.email}</Typography.Text>
              </div>
            </Space>
            <Descriptions column={1} size="small" title={intl.formatMessage({ id: 'user-center.account.title' })}>
              <Descriptions.Item label={intl.formatMessage({ id: 'user-center.account.username' })}>{user?.userName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={intl.formatMessage({ id: 'user-center.account.nickname' })}>{user?.nickName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={intl.formatMessage({ id: 'user-center.account.email' })}>{user?.email || '—'}</Descriptions.Item>
              <Descriptions.Item label={intl.formatMessage({ id: 'user-center.account.lastLogin' })}>{lastLogin}</Descriptions.Item>
            </Descriptions>
            <Button icon={<KeyOutlined />} block style={{ marginTop: 12 }} onClick={() => setChanging(true)} data-testid="user-center-change-password">
              {intl.formatMessage({ id: 'user-center.account.changePassword' })}
            </Button>
            <Link to="/user">
              <Button icon={<UserOutlined />} block style={{ marginTop: 12 }} data-testid="user-center-member-centre">
                {intl.formatMessage({ id: 'user-center.account.memberCentre' })}
              </Button>
            </Link>
          </Card>
          <Card className="chis-card">
            <Space direction="vertical" style={{ width: '100%' }}>
              <Link to="/user-center/card-pay">
                <Button type="primary" icon={<CreditCardOutlined />} block data-testid="user-center-card-pay">
                  {intl.formatMessage({ id: 'user-center.benefits.redeem' })}
                </Button>
              </Link>
              <Link to="/user-center/base-database-benefits-intro">
                <Button icon={<ReadOutlined />} block data-testid="user-center-benefits-intro">
                  {intl.formatMessage({ id: 'user-center.benefits.intro' })}
                </Button>
              </Link>
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card
            className="chis-card"
            title={intl.formatMessage({ id: 'user-center.access.title' })}
            extra={
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {intl.formatMessage({ id: 'user-center.access.hint' })}
              </Typography.Text>
            }
            style={{ marginBottom: 20 }}
            data-testid="user-center-access"
          >
            <GrantList
              codes={codes}
              areas={licence ? (licence.provinces ?? []).map((province) => memberName(province, locale, true)) : undefined}
              testId="user-center-access-grants"
            />
            {licence && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 10, marginBottom: 0 }} data-testid="user-center-access-until">
                {licence.until === null
                  ? intl.formatMessage({ id: 'user-center.access.noEnd' })
                  : intl.formatMessage({ id: 'user-center.access.until' }, { date: formatDay(intl, licence.until) })}
              </Typography.Paragraph>
            )}
          </Card>
          <Card className="chis-card" title={intl.formatMessage({ id: 'user-center.benefits.title' })} data-testid="user-center-benefits">
            {benefits === null ? (
              <Skeleton active />
            ) : benefits.length === 0 ? (
              <Empty description={intl.formatMessage({ id: 'user-center.benefits.empty' })} />
            ) : (
              <List
                itemLayout="vertical"
                dataSource={benefits}
                renderItem={(benefit) => {
                  const status = statusOf(benefit, now);
                  return (
                    <List.Item key={`${benefit.source}-${benefit.startsAt}`} data-testid="user-center-benefit">
                      <Space style={{ marginBottom: 10 }} wrap>
                        <Badge status={status.status} text={intl.formatMessage({ id: status.id })} />
                        <Typography.Text type="secondary">
                          {intl.formatMessage({ id: 'user-center.benefits.source' })}: {sourceText(intl, benefit.source)}
                        </Typography.Text>
                        <Typography.Text type="secondary">
                          {intl.formatMessage({ id: 'user-center.benefits.period' })}:{' '}
                          {intl.formatMessage(
                            { id: 'user-center.benefits.until' },
                            { start: formatDay(intl, benefit.startsAt), end: formatDay(intl, benefit.expiresAt) },
                          )}
                        </Typography.Text>
                      </Space>
                      <GrantList codes={benefit.codes} areas={benefit.areas} testId="user-center-grants" />
                    </List.Item>
                  );
                }}
              />
            )}
          </Card>
        </Col>
      </Row>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </div>
  );
}

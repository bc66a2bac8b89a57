// /user/subscriptions: the member's effective entitlements as the server resolved them — the plan,
// every subscription with its plan, period and status, the data scopes (each area with why), the
// limits, and every code with why (plan, subscription or the member's own licence). Codes and
// channels read as the pages and channels the product names (permission-titles.ts).
import { useEffect, useState } from 'react';
import { Alert, Badge, Descriptions, List, Skeleton, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { getSubscriptions, type EntitlementSource, type MemberSubscriptions } from './api';
import { channelTitle, codeTitle } from '../permission-titles';
import { sourceText, subscriptionText } from './format';

const ALL = '*';

export default function SubscriptionsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [answer, setAnswer] = useState<MemberSubscriptions | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getSubscriptions().then(
      (found) => live && setAnswer(found),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, []);
  if (error) return <Alert type="error" message={intl.formatMessage({ id: 'member.loadFailed' }, { message: error })} />;
  if (!answer) return <Skeleton active />;
  const locale = intl.locale === 'en' ? 'en' : 'zh-cn';
  const scope = (values: string[]) => (values.includes(ALL) ? t('member.subs.unrestricted') : values.length === 0 ? t('member.subs.none') : values.join(locale === 'en' ? ', ' : '、'));
  const limit = (value: number | null) => (value === null ? t('member.subs.noLimit') : intl.formatNumber(value));
  const why = (sources: EntitlementSource[]) => sources.map((s) => sourceText(intl, s)).join(intl.locale === 'en' ? '; ' : '；');
  const { scopes, limits } = answer;
  return (
    <>
      <Descriptions column={1} bordered size="small" data-testid="member-subscriptions">
        <Descriptions.Item label={t('member.subs.plan')}>{answer.plan ?? t('member.subs.noPlan')}</Descriptions.Item>
        <Descriptions.Item label={t('member.subs.areas')}>
          {scopes.areas.includes(ALL) || answer.areas.length === 0
            ? scope(scopes.areas)
            : answer.areas.map((a) => (
                <Tag key={a.value} title={why(a.why)}>
                  {a.value}
                </Tag>
              ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('member.subs.channels')}>{scope(scopes.channels.map((channel) => channelTitle(channel, locale)))}</Descriptions.Item>
        <Descriptions.Item label={t('member.subs.categories')}>{scope(scopes.categories)}</Descriptions.Item>
        <Descriptions.Item label={t('member.subs.forms')}>{scope(scopes.forms)}</Descriptions.Item>
        <Descriptions.Item label={t('member.subs.seats')}>{limit(limits.seats)}</Descriptions.Item>
        <Descriptions.Item label={t('member.subs.exportRows')}>{limit(limits.exportRowsPerMonth)}</Descriptions.Item>
        <Descriptions.Item label={t('member.subs.savedMarkets')}>{limit(limits.savedMarkets)}</Descriptions.Item>
        <Descriptions.Item label={t('member.subs.historyMonths')}>{limit(limits.historyMonths)}</Descriptions.Item>
      </Descriptions>
      <List
        header={t('member.subs.subscriptions')}
        dataSource={answer.subscriptions}
        locale={{ emptyText: t('member.subs.empty') }}
        data-testid="member-subscription-list"
        renderItem={(s) => (
          <List.Item>
            <Badge status={s.active ? 'success' : 'default'} text={s.active ? t('member.subs.active') : t('member.subs.inactive')} /> {subscriptionText(intl, s)}
          </List.Item>
        )}
      />
      <List
        header={t('member.subs.codes')}
        dataSource={answer.codes}
        locale={{ emptyText: t('member.subs.none') }}
        data-testid="member-code-list"
        size="small"
        renderItem={(c) => (
          <List.Item>
            <Tag title={c.value}>{codeTitle(c.value, locale)}</Tag> {why(c.why)}
          </List.Item>
        )}
      />
    </>
  );
}

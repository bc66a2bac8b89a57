// /user/subscriptions: the member's plan, licensed areas, the access in effect and every benefit with its period.
import { useEffect, useState } from 'react';
import { Alert, Badge, Descriptions, List, Skeleton, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { getSubscriptions, type MemberSubscriptions } from './api';

const day = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

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
  const areas = answer.areas === null ? t('member.subs.allAreas') : answer.areas.length === 0 ? t('member.subs.noAreas') : answer.areas.join('、');
  return (
    <>
      <Descriptions column={1} bordered size="small" data-testid="member-subscriptions">
        <Descriptions.Item label={t('member.subs.plan')}>{answer.plan?.name ?? t('member.subs.noPlan')}</Descriptions.Item>
        <Descriptions.Item label={t('member.subs.areas')}>{areas}</Descriptions.Item>
        <Descriptions.Item label={t('member.subs.codes')}>
          {answer.codes.map((code) => (
            <Tag key={code}>{code}</Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
      <List
        header={t('member.subs.benefits')}
        dataSource={answer.benefits}
        locale={{ emptyText: t('member.subs.empty') }}
        renderItem={(b) => (
          <List.Item>
            <Badge status={b.active ? 'success' : 'default'} text={b.active ? t('member.subs.active') : t('member.subs.inactive')} /> {b.source} · {day(b.startsAt)} – {day(b.expiresAt)}
          </List.Item>
        )}
      />
    </>
  );
}

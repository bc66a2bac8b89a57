// The member screen's 有效权限 / Effective access row action (POST /api/admin/user/access {id}): every
// code and scope the member holds with why (plan, subscription, override), their limits,
// subscriptions and sessions, each session with a button that ends it (the same action, with
// revokeSession). The server decides what the caller may see; this only draws the answer, codes and
// channels by the titles the product gives them (the code itself on hover).
import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Space, Spin, Table, Tag, Typography } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { ResourceError } from '../../../engine/runtime/resource-provider';
import { channelTitle, codeTitle } from '../../permission-titles';
import { adminResources } from '../crud/runtime';
import { notifyError, notifySuccess } from '../notify';

type Source = { kind: 'plan'; plan: string } | { kind: 'subscription'; source: string; plan: string | null; endsAt: number } | { kind: 'override' };
interface Scope {
  values: string[];
  why: Source[] | { value: string; why: Source[] }[];
}
interface Access {
  codes: { code: string; why: Source[] }[];
  scopes: Record<'areas' | 'categories' | 'forms' | 'channels', Scope>;
  limits: Record<'seats' | 'exportRowsPerMonth' | 'savedMarkets' | 'historyMonths', number | null> & { why: Source[] };
  subscriptions: { id: number; source: string; plan: string | null; startsAt: number; expiresAt: number; active: boolean }[];
  sessions: { sessionId: string; startedAt: number; expiresAt: number; endedReason: string | null }[];
}

const SCOPES = ['areas', 'categories', 'forms', 'channels'] as const;
const LIMITS = ['seats', 'exportRowsPerMonth', 'savedMarkets', 'historyMonths'] as const;

const when = (intl: IntlShape, ms: number) => intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' });

function whyText(intl: IntlShape, source: Source): string {
  if (source.kind === 'plan') return intl.formatMessage({ id: 'admin.access.why.plan' }, { plan: source.plan });
  if (source.kind === 'override') return intl.formatMessage({ id: 'admin.access.why.override' });
  return intl.formatMessage({ id: 'admin.access.why.subscription' }, { source: source.plan ? `${source.source} · ${source.plan}` : source.source, until: when(intl, source.endsAt) });
}

function Why({ sources }: { sources: Source[] }) {
  const intl = useIntl();
  return (
    <Space size={4} wrap>
      {sources.map((source, i) => (
        <Tag key={i} color={source.kind === 'plan' ? 'blue' : source.kind === 'subscription' ? 'green' : 'orange'}>
          {whyText(intl, source)}
        </Tag>
      ))}
    </Space>
  );
}

const errorText = (e: unknown) => (e instanceof ResourceError ? e.message : String(e));

/** A scope's why for the whole scope, or null when it is said per value (areas). */
function scopeWhy(scope: Scope): Source[] | null {
  return scope.why.every((entry) => !('value' in entry)) ? (scope.why as Source[]) : null;
}

/** Each value with what grants it (the areas). */
function ValueWhy({ entries }: { entries: { value: string; why: Source[] }[] }) {
  return (
    <Space direction="vertical" size={2}>
      {entries.map((entry) => (
        <Space key={entry.value} size={4} wrap>
          <Typography.Text strong>{entry.value}</Typography.Text>
          <Why sources={entry.why} />
        </Space>
      ))}
    </Space>
  );
}

export function EffectiveAccess({ body, onClose }: { body: Record<string, unknown>; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [access, setAccess] = useState<Access | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stale = false;
    adminResources
      .action('user', 'access', { id: body.id })
      .then((answer) => !stale && setAccess(answer as Access))
      .catch((e: unknown) => !stale && setError(errorText(e)));
    return () => {
      stale = true;
    };
  }, [body.id]);

  const revoke = async (sessionId: string) => {
    try {
      setAccess((await adminResources.action('user', 'access', { id: body.id, revokeSession: sessionId })) as Access);
      notifySuccess(t('admin.access.revoked'));
    } catch (e) {
      notifyError(errorText(e));
    }
  };

  const locale = intl.locale === 'en' ? 'en' : 'zh-cn';
  const values = (list: string[]) => (list.includes('*') ? t('admin.access.unrestricted') : list.length === 0 ? t('admin.access.none') : list.join(locale === 'en' ? ', ' : '、'));

  return (
    <Drawer open title={t('admin.access.title')} width={760} onClose={onClose} data-testid="admin-effective-access">
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!access && !error ? <Spin style={{ display: 'block', margin: '40px auto' }} /> : null}
      {access ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Title level={5}>{t('admin.access.codes')}</Typography.Title>
          <Table
            size="small"
            rowKey="code"
            pagination={false}
            dataSource={access.codes}
            columns={[
              { title: t('admin.access.code'), dataIndex: 'code', width: 300, render: (code: string) => <span title={code}>{codeTitle(code, locale)}</span> },
              { title: t('admin.access.why'), render: (_, row) => <Why sources={row.why} /> },
            ]}
          />
          <Typography.Title level={5}>{t('admin.access.scopes')}</Typography.Title>
          <Table
            size="small"
            rowKey="scope"
            pagination={false}
            dataSource={SCOPES.map((scope) => ({ scope, ...access.scopes[scope] }))}
            columns={[
              { title: t('admin.access.scope'), dataIndex: 'scope', width: 120, render: (scope: string) => t(`admin.access.scope.${scope}`) },
              { title: t('admin.access.values'), width: 170, render: (_, row) => values(row.scope === 'channels' ? row.values.map((channel) => channelTitle(channel, locale)) : row.values) },
              { title: t('admin.access.why'), render: (_, row) => (scopeWhy(row) ? <Why sources={scopeWhy(row)!} /> : <ValueWhy entries={row.why as { value: string; why: Source[] }[]} />) },
            ]}
          />
          <Typography.Title level={5}>{t('admin.access.limits')}</Typography.Title>
          <Descriptions size="small" column={2} bordered>
            {LIMITS.map((limit) => (
              <Descriptions.Item key={limit} label={t(`admin.access.limit.${limit}`)}>
                {access.limits[limit] ?? t('admin.access.noLimit')}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Why sources={access.limits.why} />
          <Typography.Title level={5}>{t('admin.access.subscriptions')}</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={access.subscriptions}
            columns={[
              { title: t('admin.access.source'), dataIndex: 'source' },
              { title: t('admin.access.plan'), dataIndex: 'plan', render: (plan: string | null) => plan ?? '—' },
              { title: t('admin.access.until'), dataIndex: 'expiresAt', render: (ms: number) => when(intl, ms) },
              { title: '', dataIndex: 'active', render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{t(active ? 'admin.access.active' : 'admin.access.ended')}</Tag> },
            ]}
          />
          <Typography.Title level={5}>{t('admin.access.sessions')}</Typography.Title>
          <Table
            size="small"
            rowKey="sessionId"
            pagination={false}
            dataSource={access.sessions}
            columns={[
              { title: t('admin.access.startedAt'), dataIndex: 'startedAt', render: (ms: number) => when(intl, ms) },
              { title: t('admin.access.expiresAt'), dataIndex: 'expiresAt', render: (ms: number) => when(intl, ms) },
              {
                title: '',
                render: (_, row) =>
                  row.endedReason ? (
                    <Tag>{t(`admin.access.endedReason.${row.endedReason}`)}</Tag>
                  ) : (
                    <Button size="small" danger data-testid="admin-access-revoke" onClick={() => void revoke(row.sessionId)}>
                      {t('admin.access.revoke')}
                    </Button>
                  ),
              },
            ]}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}

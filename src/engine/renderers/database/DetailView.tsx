// One record: header (title, subtitle, tags) and tabs — the detail sections first, then one tab per
// related list the server returned (it leaves out lists the user may not view). Used by the detail
// page and the detail drawer alike.
import { useEffect, useState } from 'react';
import { Alert, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useEngine } from '../../runtime/context';
import type { DetailResult } from '../../runtime/data-provider';
import { useText } from '../../runtime/use-text';
import { formatValue } from '../../schema/format';
import { pickLabel } from '../../schema/label';
import type { DatabaseField, DatabasePageSchema } from '../../schema/types';
import { DetailSections } from './DetailSections';
import { RelatedList } from './RelatedList';

export function DetailView({ schema, rowId }: { schema: DatabasePageSchema; rowId: string }) {
  const { data, locale } = useEngine();
  const t = useText();
  // Keyed by row, so switching rows never shows the previous record while the next one loads.
  const [answer, setAnswer] = useState<{ rowId: string; detail: DetailResult | null }>({ rowId: '', detail: null });

  useEffect(() => {
    let live = true;
    data.detail(schema.id, rowId).then(
      (detail) => live && setAnswer({ rowId, detail }),
      () => live && setAnswer({ rowId, detail: null }),
    );
    return () => {
      live = false;
    };
  }, [data, schema.id, rowId]);

  if (answer.rowId !== rowId) return <Skeleton active />;
  const detail = answer.detail;
  if (!detail) return <Alert type="error" message={t('engine.loadFailed')} />;

  const byKey = new Map(schema.fields.map((f) => [f.key, f]));
  const show = (key: string | undefined) => {
    const field = key ? byKey.get(key) : undefined;
    return field ? formatValue(field, detail.row[field.key], locale) : '';
  };
  const spec = schema.detail;
  const related = (spec?.related ?? []).filter((r) => detail.related[r.id]);

  return (
    <div data-testid={`${schema.id}-detail`}>
      {spec ? (
        <div style={{ marginBottom: 16 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {show(spec.titleField)}
          </Typography.Title>
          {spec.subtitleField ? <Typography.Text type="secondary">{show(spec.subtitleField)}</Typography.Text> : null}
          <div style={{ marginTop: 8 }}>
            {(spec.tagFields ?? [])
              .map((key) => byKey.get(key))
              .filter((f): f is DatabaseField => f !== undefined && detail.row[f.key] != null && detail.row[f.key] !== false)
              .map((f) => (
                // a true flag shows its own name (基药, 医保); other values show as formatted
                <Tag key={f.key} color="blue">
                  {f.type === 'bool' ? pickLabel(f.label, locale) : formatValue(f, detail.row[f.key], locale)}
                </Tag>
              ))}
          </div>
        </div>
      ) : null}
      <Tabs
        items={[
          {
            key: 'basic',
            label: t('engine.basicInfo'),
            children: <DetailSections schema={schema} row={detail.row} locale={locale} fallbackTitle={t('engine.basicInfo')} />,
          },
          ...related.map((r) => ({
            key: r.id,
            label: `${pickLabel(r.title, locale)} (${detail.related[r.id].total})`,
            children: <RelatedList ownerId={schema.id} spec={r} data={detail.related[r.id]} />,
          })),
        ]}
      />
    </div>
  );
}

// One related list of a detail (a drug's win-bid prices, a company's approvals…): the related page's
// own schema gives the column labels and formatters.
import { useEffect, useMemo, useState } from 'react';
import { DataTable } from '../../adapters/table/DataTable';
import { useEngine } from '../../runtime/context';
import type { ListResult } from '../../runtime/data-provider';
import { useText } from '../../runtime/use-text';
import type { DatabasePageSchema, RelatedList as RelatedSpec } from '../../schema/types';
import { fieldColumns } from './columns';

export function RelatedList({ ownerId, spec, data }: { ownerId: string; spec: RelatedSpec; data: ListResult }) {
  const { locale, loadSchema, detailHref } = useEngine();
  const t = useText();
  const [target, setTarget] = useState<DatabasePageSchema | null>(null);
  useEffect(() => {
    let live = true;
    loadSchema(spec.database).then((s) => live && setTarget(s), () => undefined);
    return () => {
      live = false;
    };
  }, [loadSchema, spec.database]);
  const columns = useMemo(() => {
    if (!target) return [];
    const byKey = new Map(target.fields.map((f) => [f.key, f]));
    return fieldColumns(
      spec.columns.map((k) => byKey.get(k)).filter((f) => f !== undefined),
      locale,
      detailHref,
    );
  }, [target, spec.columns, locale, detailHref]);
  if (!target) return null;
  return (
    <>
      {data.total > data.list.length ? <p style={{ color: '#888' }}>{t('engine.relatedTotal', { total: data.total, shown: data.list.length })}</p> : null}
      <DataTable
        testId={`${ownerId}-related-${spec.id}`}
        columns={columns}
        rows={data.list}
        rowKey={target.source.primaryKey}
        sort={null}
        emptyText={t('engine.empty')}
      />
    </>
  );
}

// One related list of a detail (a drug's win-bid prices, a company's approvals…): the related page's
// own schema gives the column labels and formatters.
import { useEffect, useMemo, useState } from 'react';
import { DataTable, type CellContext } from '../../adapters/table/DataTable';
import { compileDatabaseColumns } from '../../model/compile-database';
import { useEngine } from '../../runtime/context';
import type { ListResult } from '../../runtime/data-provider';
import { useText } from '../../runtime/use-text';
import { pickLabel } from '../../schema/label';
import type { DatabasePageSchema, RelatedList as RelatedSpec } from '../../schema/types';

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
  const model = useMemo(() => (target ? compileDatabaseColumns(target, spec.columns) : null), [target, spec.columns]);
  const cells: CellContext = useMemo(() => ({ locale, detailHref }), [locale, detailHref]);
  if (!model) return null;
  return (
    <>
      {data.total > data.list.length ? <p style={{ color: 'var(--chis-text-muted)' }}>{t('engine.relatedTotal', { total: data.total, shown: data.list.length })}</p> : null}
      <DataTable model={model} testId={`${ownerId}-related-${spec.id}`} rows={data.list} context={cells} sort={null} label={pickLabel(spec.title, locale)} emptyText={t('engine.empty')} />
    </>
  );
}

// The `database` kind: filter panel, keyword box, results table with server paging and sorting,
// column picker, export and detail — all from the page schema, no page-specific code. The view
// (filters, keyword, sort, page) lives in the query string so a link or a reload reproduces it.
import { useCallback, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Drawer, Input, Modal, Progress, Space, Typography, message } from 'antd';
import { FilterForm } from '../../adapters/formily/FilterForm';
import { DataTable, type CellContext, type TableRow, type TableSort } from '../../adapters/table/DataTable';
import { Pager } from '../../adapters/table/Pager';
import { compileDatabaseList } from '../../model/compile-database';
import { useEngine } from '../../runtime/context';
import { useText } from '../../runtime/use-text';
import { pickLabel } from '../../schema/label';
import type { DatabasePageSchema } from '../../schema/types';
import { readViewState, toWireFilters, writeViewState, type ViewState } from '../../schema/view-state';
import { ColumnPicker } from '../list/ColumnPicker';
import { useColumnVisibility } from '../list/use-column-visibility';
import { DetailView } from './DetailView';
import { useExport } from './use-export';
import { useListData } from './use-list-data';
import { useRecordDrawer } from './use-record-drawer';

/** Exports above this many rows show a progress dialog; smaller ones just spin the button. */
const PROGRESS_DIALOG_ROWS = 5000;

export interface DatabasePageProps {
  schema: DatabasePageSchema;
  routeId: string;
  params: Record<string, string | undefined>;
}

/** The detail route the generator derives for `detail.mode = "page"` (contracts §2). */
export function detailPagePath(schema: DatabasePageSchema, rowId: string): string {
  return `/basic-database/${schema.section}/${schema.id}-detail/${encodeURIComponent(rowId)}`;
}

export default function DatabasePage({ schema }: DatabasePageProps) {
  const runtime = useEngine();
  const { locale } = runtime;
  const t = useText();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const model = useMemo(() => compileDatabaseList(schema), [schema]);
  const state = useMemo(() => readViewState(model, search), [model, search]);
  const { result, loading, failed, facets } = useListData(model, state);
  const { hidden, toggle } = useColumnVisibility(model);
  const onExportFailed = useCallback(() => void message.error(t('engine.exportFailed')), [t]);
  const { progress, start } = useExport(schema.id, onExportFailed);
  // The box is uncontrolled (re-keyed when the URL's keyword changes); submitting filters reads it here.
  const keywordRef = useRef(state.keyword);
  const drawer = useRecordDrawer();

  const apply = useCallback((next: ViewState) => setSearch(writeViewState(model, next)), [model, setSearch]);

  const shownColumns = useMemo(() => model.columns.filter((c) => !hidden.has(c.key)).map((c) => c.key), [model, hidden]);
  const cells: CellContext = useMemo(() => ({ locale, detailHref: runtime.detailHref }), [locale, runtime.detailHref]);
  const canExport = runtime.can(schema.permissions.export);

  const openRow = (row: TableRow) => {
    const rowId = String(row[schema.source.primaryKey]);
    if (schema.detail?.mode === 'page') navigate(detailPagePath(schema, rowId));
    else drawer.show(rowId);
  };

  const exportNow = () => {
    const filters = toWireFilters(model, state.filters);
    runtime.track({
      eventCode: 'BASE_DATABASE_EXPORT_EVENT',
      action: 'export',
      databaseId: schema.id,
      fields: { ...Object.fromEntries(filters.map((f) => [f.field, f.value])), ...(state.keyword ? { keyword: state.keyword } : {}) },
    });
    void start({ filters, keyword: state.keyword, sort: state.sort, columns: shownColumns, locale }).then(() => undefined);
  };

  return (
    <div data-testid={`${schema.id}-page`}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {pickLabel(schema.title, locale)}
      </Typography.Title>
      {schema.description ? <Typography.Paragraph type="secondary">{pickLabel(schema.description, locale)}</Typography.Paragraph> : null}
      <FilterForm
        model={model}
        locale={locale}
        values={state.filters}
        facets={facets}
        labels={{ search: t('engine.search'), reset: t('engine.reset') }}
        onSubmit={(filters) => apply({ ...state, filters, keyword: keywordRef.current, page: 1 })}
      >
        {model.search ? (
          <Input.Search
            data-testid={`${schema.id}-keyword`}
            key={state.keyword}
            allowClear
            style={{ width: 320 }}
            defaultValue={state.keyword}
            placeholder={model.search.placeholder ? pickLabel(model.search.placeholder, locale) : t('engine.keyword')}
            onChange={(e) => {
              keywordRef.current = e.target.value;
            }}
            onSearch={(value) => apply({ ...state, keyword: value, page: 1 })}
          />
        ) : null}
      </FilterForm>
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <ColumnPicker model={model} hidden={hidden} locale={locale} label={t('engine.columns')} onToggle={toggle} />
        {canExport ? (
          <Button data-testid={`${schema.id}-export`} type="primary" ghost loading={progress.running} onClick={exportNow}>
            {t('engine.export')}
          </Button>
        ) : null}
      </Space>
      {/* A failed query shows its failure where the rows were, never the previous view's rows and pager. */}
      {failed ? (
        <Alert type="error" showIcon data-testid={`${schema.id}-failed`} message={t('engine.loadFailed')} style={{ margin: '8px 0 16px' }} />
      ) : (
        <>
          <DataTable
            model={model}
            rows={result.list}
            context={cells}
            hidden={hidden}
            sort={state.sort}
            onSortChange={(sort: TableSort | null) => apply({ ...state, sort, page: 1 })}
            onRowClick={openRow}
            label={pickLabel(schema.title, locale)}
            emptyText={t('engine.empty')}
            loading={loading}
          />
          <Pager
            model={model}
            page={state.page}
            pageSize={state.pageSize}
            total={result.total}
            totalText={(total) => t('engine.total', { total })}
            onChange={(page, pageSize) => apply({ ...state, page, pageSize })}
          />
        </>
      )}
      <Modal open={progress.running && progress.total > PROGRESS_DIALOG_ROWS} footer={null} closable={false} title={t('engine.export')}>
        <Progress percent={progress.total ? Math.floor((progress.written / progress.total) * 100) : 0} />
        <p>{t('engine.exporting', { written: progress.written, total: progress.total })}</p>
      </Modal>
      <Drawer open={drawer.open} width={880} title={t('engine.detail')} onClose={drawer.close} afterOpenChange={drawer.afterOpenChange} destroyOnHidden>
        {drawer.rowId !== null ? <DetailView schema={schema} rowId={drawer.rowId} /> : null}
      </Drawer>
    </div>
  );
}

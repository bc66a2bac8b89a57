// The `crud` kind: an admin or member-centre screen over one app-database table, from the screen's
// schema alone (GET /schema/<id>). Header bar (refresh, add, batch delete, expand all, quick search,
// common search, column display, custom actions), the shared filter form, table and pager, add/edit
// in a drawer or dialog, a read-only detail. Every button shows only when `can('<id>/<action>')`.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Input, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { FilterForm } from '../../adapters/formily/FilterForm';
import { DataTable, parentRowKeys, type CellContext, type TableSort } from '../../adapters/table/DataTable';
import { Pager } from '../../adapters/table/Pager';
import { compileCrudDetail, compileCrudForm, compileCrudList } from '../../model/compile-crud';
import { compileRowActionWhen } from '../../model/row-action-when';
import type { FormModel } from '../../model/form-model';
import type { ListModel, Row, RowKey } from '../../model/list-model';
import { useCrudRuntime, useCrudText } from '../../runtime/crud-context';
import type { ActionView, CrudRuntime } from '../../runtime/resource-provider';
import { pickLabel } from '../../schema/label';
import { initialViewState, type ViewState } from '../../schema/view-state';
import { customActions, hasAction, ruleName, type CrudScreen } from '../../../shared/crud/screen';
import type { CrudCustomAction } from '../../../generated/schema-types';
import { ColumnPicker } from '../list/ColumnPicker';
import { useColumnVisibility } from '../list/use-column-visibility';
import { CrudFormPanel, type PanelState } from './CrudFormPanel';
import { CrudInfo, iconCell } from './CrudInfo';
import { CustomActionForm, type CustomActionFormProps } from './CustomActionForm';
import { RestoreButton, RollbackButton } from './AuditButtons';
import { errorText } from './errors';
import { remoteLoaders } from './services';
import { useCrudList, useRemoteLabels } from './use-crud-list';
import { useListPosition } from './use-list-position';
import { WindowSelect } from './WindowSelect';

export interface CrudPageProps {
  screenId: string;
}

interface Compiled {
  screen: CrudScreen;
  list: ListModel;
  form: FormModel;
  detail: ListModel;
}

export default function CrudPage({ screenId }: CrudPageProps) {
  const runtime = useCrudRuntime();
  const t = useCrudText();
  const [loaded, setLoaded] = useState<{ id: string; compiled: Compiled | null; error: string | null }>({ id: '', compiled: null, error: null });

  const canIndex = runtime.can(ruleName(screenId, 'index'));
  useEffect(() => {
    if (!canIndex) return;
    let live = true;
    runtime.resources.screen(screenId).then(
      (screen) => {
        if (!live) return;
        try {
          setLoaded({
            id: screenId,
            compiled: { screen, list: compileCrudList(screen), form: compileCrudForm(screen), detail: compileCrudDetail(screen) },
            error: null,
          });
        } catch (error) {
          setLoaded({ id: screenId, compiled: null, error: errorText(error, t('crud.loadFailed')) });
        }
      },
      (error: unknown) => live && setLoaded({ id: screenId, compiled: null, error: errorText(error, t('crud.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [runtime.resources, screenId, canIndex, t]);

  if (!canIndex) return <Alert data-testid={`${screenId}-no-permission`} type="warning" message={t('crud.noPermission')} />;
  if (loaded.id !== screenId) return <Skeleton active data-testid={`${screenId}-loading`} />;
  if (!loaded.compiled) return <Alert data-testid={`${screenId}-load-failed`} type="error" message={t('crud.loadFailed')} description={loaded.error} />;
  return <CrudScreenView key={screenId} compiled={loaded.compiled} />;
}

function useAllowed(runtime: CrudRuntime, screen: CrudScreen) {
  return useCallback((action: string) => hasAction(screen, action) && runtime.can(ruleName(screen.id, action)), [runtime, screen]);
}

function CrudScreenView({ compiled }: { compiled: Compiled }) {
  const { screen, list, form, detail } = compiled;
  const id = screen.id;
  const runtime = useCrudRuntime();
  const { resources, locale } = runtime;
  const t = useCrudText();
  const allowed = useAllowed(runtime, screen);
  const applies = useMemo(() => compileRowActionWhen(screen), [screen]);

  const [view, setView] = useState<ViewState>(() => initialViewState(list));
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const position = useListPosition(view);
  const { rows, total, totalCapped, next, window: listWindow, labels, version, loading, error, patchRow } = useCrudList(resources, list, view, reloads, {
    cursor: position.cursor,
    window: position.windowChoice,
  });
  // Past the count cap the list is walked by cursor (when its sort allows one), else numbered up to the cap.
  const cursorPaging = totalCapped && (next !== null || position.walked > 0);
  const windowDays = position.windowChoice ?? listWindow?.days;
  const remoteLabels = useRemoteLabels(resources, list.columns, rows, runtime.can, labels);
  const { hidden, toggle } = useColumnVisibility(list);
  const loaders = useMemo(() => remoteLoaders(resources), [resources]);

  // The selection belongs to the answer it was made on: a new page or a reload starts empty.
  const [selection, setSelection] = useState<{ version: string; keys: RowKey[] }>({ version: '', keys: [] });
  const selected = selection.version === version ? selection.keys : [];
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [showSearch, setShowSearch] = useState(false);
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [info, setInfo] = useState<RowKey | null>(null);
  const [dialog, setDialog] = useState<Pick<CustomActionFormProps, 'action' | 'base'> | null>(null);
  const [actionView, setActionView] = useState<{ View: ActionView; body: Record<string, unknown> } | null>(null);

  const custom = [...customActions(screen).filter((a) => allowed(a.name)), ...(runtime.appActions?.(id) ?? [])];
  const headerActions = custom.filter((a) => a.target === 'screen' || a.target === 'selection');
  const rowCustom = custom.filter((a) => a.target === 'row');
  const canEdit = allowed('edit');
  const canDelete = allowed('del');
  const canRestore = allowed('restore');
  const canRollback = allowed('rollback');
  const canSelect = list.selectable && (canDelete || canRestore || custom.some((a) => a.target === 'selection'));

  const run = useCallback(
    async <T,>(work: () => Promise<T>, success: (result: T) => string) => {
      try {
        const result = await work();
        runtime.notifySuccess(success(result));
        reload();
      } catch (e) {
        runtime.notifyError(errorText(e, t('crud.failed')));
      }
    },
    [runtime, reload, t],
  );

  const remove = useCallback(
    (keys: RowKey[]) =>
      void run(
        () => resources.remove(id, keys),
        ({ deleted }) => t('crud.deleted', { count: deleted }),
      ),
    [run, resources, id, t],
  );

  // An action with a form asks for its values first (the dialog posts them); others run at once.
  const runAction = useCallback(
    (action: CrudCustomAction, body: Record<string, unknown>) => {
      // An action the app draws itself (its answer is a view, e.g. a member's effective access).
      const View = runtime.actionView?.(id, action.name);
      if (View) return setActionView({ View, body });
      return action.form
        ? setDialog({ action: { ...action, form: action.form }, base: body as CustomActionFormProps['base'] })
        : void run(
            () => resources.action(id, action.name, body),
            () => t('crud.done'),
          );
    },
    [run, resources, id, t, runtime],
  );

  const onSwitch = useCallback(
    async (row: Row, key: string, checked: boolean) => {
      const pk = row[list.primaryKey] as RowKey;
      // The app database keeps flags as 0/1: send the state in the form the row came in.
      const current = row[key];
      const value = typeof current === 'number' || typeof current === 'string' ? (checked ? 1 : 0) : checked;
      try {
        await resources.edit(id, pk, { [key]: value });
        patchRow(pk, { [key]: value });
        runtime.notifySuccess(t('crud.saved'));
      } catch (e) {
        runtime.notifyError(errorText(e, t('crud.failed')));
      }
    },
    [resources, id, list.primaryKey, patchRow, runtime, t],
  );

  const cells: CellContext = useMemo(
    () => ({ locale, remoteLabels, icon: iconCell, ...(canEdit ? { onSwitch: (row: Row, key: string, checked: boolean) => void onSwitch(row, key, checked) } : {}) }),
    [locale, remoteLabels, canEdit, onSwitch],
  );

  const confirmed = (question: string, button: ReactNode, onConfirm: () => void) => (
    <Popconfirm title={question} okText={t('crud.confirm')} cancelText={t('crud.cancel')} onConfirm={onConfirm}>
      {button}
    </Popconfirm>
  );

  const actionButton = (
    action: CrudCustomAction,
    testId: string,
    body: Record<string, unknown>,
    extra: { size?: 'small'; type?: 'link'; disabled?: boolean } = {},
  ) => {
    const button = (
      <Button key={testId} data-testid={testId} danger={action.danger} {...extra} onClick={action.confirm ? undefined : () => runAction(action, body)}>
        {pickLabel(action.label, locale)}
      </Button>
    );
    return action.confirm ? <span key={testId}>{confirmed(pickLabel(action.confirm, locale), button, () => runAction(action, body))}</span> : button;
  };

  const showInfo = allowed('info');
  const hasRowActions = showInfo || canEdit || canDelete || canRestore || canRollback || rowCustom.length > 0;
  const rowActions = hasRowActions
    ? {
        title: t('crud.actions'),
        width: 64 + 56 * ((showInfo ? 1 : 0) + (canEdit ? 1 : 0) + (canDelete ? 1 : 0) + (canRestore ? 1 : 0) + (canRollback ? 1 : 0) + rowCustom.length),
        render: (row: Row) => {
          const pk = row[list.primaryKey] as RowKey;
          return (
            <Space size={0}>
              {showInfo && applies('info', row) ? (
                <Button type="link" size="small" data-testid={`${id}-info-${pk}`} onClick={() => setInfo(pk)}>
                  {t('crud.info')}
                </Button>
              ) : null}
              {canEdit && applies('edit', row) ? (
                <Button type="link" size="small" data-testid={`${id}-edit-${pk}`} onClick={() => setPanel({ mode: 'edit', key: pk })}>
                  {t('crud.edit')}
                </Button>
              ) : null}
              {canDelete && applies('del', row)
                ? confirmed(
                    t('crud.deleteRowConfirm'),
                    <Button type="link" size="small" danger data-testid={`${id}-del-${pk}`}>
                      {t('crud.delete')}
                    </Button>,
                    () => remove([pk]),
                  )
                : null}
              {canRestore && applies('restore', row) ? <RestoreButton screenId={id} keys={[pk]} testId={`${id}-restore-${pk}`} inRow onDone={reload} /> : null}
              {canRollback && applies('rollback', row) ? <RollbackButton screenId={id} keys={[pk]} testId={`${id}-rollback-${pk}`} onDone={reload} /> : null}
              {rowCustom
                .filter((a) => applies(a.name, row))
                .map((a) => actionButton(a, `${id}-action-${a.name}-${pk}`, { id: pk }, { size: 'small', type: 'link' }))}
            </Space>
          );
        },
      }
    : undefined;

  const tree = useMemo(
    () =>
      list.tree ? { expandedKeys: expanded, onExpandedChange: setExpanded, labels: { expand: t('crud.expand'), collapse: t('crud.collapse') } } : undefined,
    [list.tree, expanded, t],
  );
  const treeKeys = useMemo(() => (list.tree ? parentRowKeys(rows, list.primaryKey) : new Set<string>()), [list.tree, list.primaryKey, rows]);
  const allExpanded = treeKeys.size > 0 && [...treeKeys].every((k) => expanded.has(k));
  const quickFields = list.search
    ? list.search.fields
        .map((k) => screen.fields.find((f) => f.key === k))
        .filter((f) => f !== undefined)
        .map((f) => pickLabel(f.label, locale))
        .join(locale === 'en' ? ', ' : '、')
    : '';

  return (
    <div data-testid={`${id}-page`}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {pickLabel(screen.title, locale)}
      </Typography.Title>
      {screen.description ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={pickLabel(screen.description, locale)} /> : null}

      <div data-testid={`${id}-header`} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
        <Space wrap>
          <Button data-testid={`${id}-refresh`} onClick={reload} loading={loading}>
            {t('crud.refresh')}
          </Button>
          {allowed('add') ? (
            <Button type="primary" data-testid={`${id}-add`} onClick={() => setPanel({ mode: 'add' })}>
              {t('crud.add')}
            </Button>
          ) : null}
          {canDelete && canSelect ? (
            selected.length > 0 ? (
              confirmed(
                t('crud.deleteSelectedConfirm', { count: selected.length }),
                <Button danger data-testid={`${id}-delete`}>
                  {t('crud.delete')}
                </Button>,
                () => remove(selected),
              )
            ) : (
              <Button danger disabled data-testid={`${id}-delete`}>
                {t('crud.delete')}
              </Button>
            )
          ) : null}
          {canRestore && canSelect ? <RestoreButton screenId={id} keys={selected} testId={`${id}-restore`} disabled={selected.length === 0} onDone={reload} /> : null}
          {list.tree ? (
            <Button data-testid={`${id}-expand-all`} onClick={() => setExpanded(allExpanded ? new Set() : new Set(treeKeys))}>
              {allExpanded ? t('crud.collapseAll') : t('crud.expandAll')}
            </Button>
          ) : null}
          {headerActions.map((a) =>
            a.target === 'selection'
              ? actionButton(a, `${id}-action-${a.name}`, { ids: selected }, { disabled: selected.length === 0 })
              : actionButton(a, `${id}-action-${a.name}`, {}),
          )}
          {selected.length > 0 ? <Typography.Text type="secondary">{t('crud.selected', { count: selected.length })}</Typography.Text> : null}
        </Space>
        <Space wrap>
          {list.search ? (
            <Input.Search
              data-testid={`${id}-quick-search`}
              allowClear
              style={{ width: 280 }}
              placeholder={quickFields ? t('crud.quickSearch', { fields: quickFields }) : t('crud.quickSearchAny')}
              onSearch={(keyword) => setView((v) => ({ ...v, keyword, page: 1 }))}
            />
          ) : null}
          {list.filters.length > 0 ? (
            <Button data-testid={`${id}-com-search`} type={showSearch ? 'primary' : 'default'} ghost={showSearch} onClick={() => setShowSearch((s) => !s)}>
              {t('crud.comSearch')}
            </Button>
          ) : null}
          {windowDays !== undefined ? (
            <WindowSelect
              testId={`${id}-window`}
              days={windowDays}
              onChange={(choice) => {
                position.setWindowChoice(choice);
                setView((v) => ({ ...v, page: 1 }));
              }}
            />
          ) : null}
          <ColumnPicker model={list} hidden={hidden} locale={locale} label={t('engine.columns')} onToggle={toggle} />
        </Space>
      </div>

      {showSearch ? (
        <FilterForm
          testId={`${id}-com-search-form`}
          model={list}
          locale={locale}
          values={view.filters}
          remote={loaders}
          labels={{ search: t('engine.search'), reset: t('engine.reset') }}
          onSubmit={(filters) => setView((v) => ({ ...v, filters, page: 1 }))}
        />
      ) : null}

      {error ? <Alert type="error" style={{ marginBottom: 8 }} message={t('engine.loadFailed')} description={errorText(error, '')} /> : null}
      <DataTable
        model={list}
        rows={rows}
        context={cells}
        hidden={hidden}
        sort={view.sort}
        onSortChange={(sort: TableSort | null) => setView((v) => ({ ...v, sort: sort ?? list.defaultSort, page: 1 }))}
        label={pickLabel(screen.title, locale)}
        emptyText={t('engine.empty')}
        loading={loading}
        selection={
          canSelect
            ? { selectedKeys: selected, onChange: (keys) => setSelection({ version, keys }), labels: { all: t('crud.selectAll'), row: t('crud.selectRow') } }
            : undefined
        }
        tree={tree}
        dragSort={
          list.sortWeight && allowed('sortable')
            ? {
                label: t('crud.dragSort'),
                onMove: (moveKey, targetKey) =>
                  void run(
                    () => resources.sortable(id, moveKey, targetKey),
                    () => t('crud.done'),
                  ),
              }
            : undefined
        }
        rowActions={rowActions}
      />
      {list.tree ? null : (
        <Pager
          model={list}
          page={view.page}
          pageSize={view.pageSize}
          total={total}
          totalText={(n) => (totalCapped ? t('engine.totalCapped', { total: n.toLocaleString('en-US') }) : t('engine.total', { total: n }))}
          onChange={(page, pageSize) => setView((v) => ({ ...v, page, pageSize }))}
          cursor={
            cursorPaging
              ? {
                  page: view.page + position.walked,
                  hasNext: next !== null && !loading,
                  onNext: () => next !== null && position.forward(next),
                  onPrevious: () => position.back() || setView((v) => ({ ...v, page: Math.max(1, v.page - 1) })),
                }
              : undefined
          }
        />
      )}

      {panel ? (
        <CrudFormPanel
          key={panel.mode === 'edit' ? `edit-${panel.key}` : 'add'}
          screen={screen}
          form={form}
          state={panel}
          onClose={() => setPanel(null)}
          onSaved={() => {
            setPanel(null);
            reload();
          }}
        />
      ) : null}
      {dialog ? (
        <CustomActionForm
          screen={screen}
          {...dialog}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            reload();
          }}
        />
      ) : null}
      {actionView ? (
        <actionView.View
          body={actionView.body}
          onClose={() => {
            // What the view did (an import, a revoked session) shows in the list it returns to.
            setActionView(null);
            reload();
          }}
        />
      ) : null}
      {info !== null ? <CrudInfo key={String(info)} screen={screen} model={detail} rowKey={info} labels={labels} onClose={() => setInfo(null)} /> : null}
    </div>
  );
}

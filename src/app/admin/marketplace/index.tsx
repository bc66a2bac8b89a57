// /admin/module (issue 25): the module screen's own view. The first tab is the marketplace — the
// catalogue with categories and search, a module's detail, buying (buyer sign-in, order dialog),
// installing with its progress, and the installer's actions by state; the second is the installer's
// list of installed modules (the `module` screen's crud list). After every change the enabled
// modules' bundles are loaded again, so an installed editor draws in the next form opened.
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Input, Segmented, Space, Spin, Table, Tabs, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { ruleName } from '../../../shared/crud/screen';
import { findMenu } from '../crud';
import { CrudRenderer, CrudRuntimeProvider } from '../crud/engine-crud';
import { useCrudRuntime } from '../crud/runtime';
import NoPower from '../errors/NoPower';
import { refreshModuleBundles } from '../modules/bundles';
import { notifySuccess } from '../notify';
import { adminIndexAtom } from '../session/state';
import { useCan } from '../session/use-can';
import { ROUTE_TITLES, useAdminPage, useLabelText } from '../titles';
import { buyerSession, installerApi, marketApi, type CatalogueModule, type Category, type InstallState, type LocalModule, type Order } from './api';
import { BuyerSignIn } from './BuyerSignIn';
import { InstallProgress } from './InstallProgress';
import { ModuleActions } from './ModuleActions';
import { ModuleDetail } from './ModuleDetail';
import { OrderDialog } from './OrderDialog';
import { failureText, priceText, useMarketText } from './text';

const SCREEN = 'module';
// A status dot beside text in the text colour: a coloured tag's green or orange text would fall short of 4.5:1.
const STATE_BADGES: Record<InstallState, 'default' | 'processing' | 'success' | 'warning' | 'error'> = {
  init: 'default',
  download: 'processing',
  install: 'processing',
  installed: 'success',
  disabled: 'warning',
  unknown: 'error',
};

/** What is open over the catalogue: nothing, the buyer's sign-in, the order dialog or a run's progress. */
type Overlay = { kind: 'signIn'; module: CatalogueModule } | { kind: 'order'; module: CatalogueModule } | { kind: 'progress'; module: CatalogueModule } | null;

function Marketplace() {
  const t = useMarketText();
  const label = useLabelText();
  const [params, setParams] = useSearchParams();
  const [categories, setCategories] = useState<Category[]>([]);
  const [category, setCategory] = useState('');
  const [query, setQuery] = useState('');
  const [modules, setModules] = useState<CatalogueModule[] | null>(null);
  const [local, setLocal] = useState<Map<string, LocalModule>>(new Map());
  const [previous, setPrevious] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const opened = params.get('uid');

  const loadLocal = useCallback(() => {
    installerApi.local().then(
      ({ list }) => setLocal(new Map(list.map((entry) => [entry.uid, entry]))),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    marketApi.categories().then(({ list }) => setCategories(list), () => undefined);
    loadLocal();
  }, [loadLocal]);

  useEffect(() => {
    let live = true;
    marketApi.catalogue({ category, q: query }).then(
      ({ list }) => live && (setModules(list), setError(null)),
      (failure: unknown) => live && setError(failureText(failure)),
    );
    return () => {
      live = false;
    };
  }, [category, query]);

  // The detail of an installed module names the version a rollback returns to.
  const openedState = opened ? local.get(opened)?.state : undefined;
  useEffect(() => {
    if (!opened || (openedState !== 'installed' && openedState !== 'disabled')) return;
    installerApi.status(opened).then((status) => setPrevious((current) => ({ ...current, [opened]: status.previousVersion })), () => undefined);
  }, [opened, openedState]);

  const changed = useCallback(() => {
    loadLocal();
    void refreshModuleBundles();
  }, [loadLocal]);

  const stateOf = (uid: string): InstallState => local.get(uid)?.state ?? 'init';
  const stateTag = (uid: string) => (
    <Badge status={STATE_BADGES[stateOf(uid)]} text={<span data-testid={`market-state-${uid}`}>{t(`admin.market.state.${stateOf(uid)}`)}</span>} />
  );
  const buy = (module: CatalogueModule) => setOverlay(buyerSession.token() ? { kind: 'order', module } : { kind: 'signIn', module });
  const signIn = useCallback(() => setOverlay((current) => (current && current.kind === 'order' ? { kind: 'signIn', module: current.module } : current)), []);
  const paid = useCallback(
    (order: Order) => {
      notifySuccess(t('admin.market.order.paid', { orderSn: order.orderSn }));
      setOverlay(null);
      loadLocal();
    },
    [t, loadLocal],
  );
  const settled = useCallback(() => changed(), [changed]);

  const byUid = useMemo(() => new Map((modules ?? []).map((m) => [m.uid, m])), [modules]);
  const openedModule = opened ? byUid.get(opened) : undefined;
  const open = (uid: string | null) => setParams(uid ? { uid } : {}, { replace: true });

  const actionsOf = (module: CatalogueModule) => (
    <ModuleActions
      module={module}
      title={label(module.title)}
      state={stateOf(module.uid)}
      installedVersion={local.get(module.uid)?.installedVersion ?? ''}
      previousVersion={previous[module.uid] ?? ''}
      onBuy={() => buy(module)}
      onRun={() => setOverlay({ kind: 'progress', module })}
      onChanged={changed}
    />
  );

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="market-catalogue">
      <Space wrap>
        <Segmented
          value={category}
          onChange={(value) => setCategory(String(value))}
          options={[{ value: '', label: t('admin.market.allCategories') }, ...categories.map((c) => ({ value: c.id, label: `${c.label} (${c.count})` }))]}
          data-testid="market-categories"
        />
        <Input.Search allowClear placeholder={t('admin.market.search')} aria-label={t('admin.market.search')} onSearch={(value) => setQuery(value.trim())} style={{ width: 320 }} data-testid="market-search" />
      </Space>
      {error && <Alert type="error" showIcon message={error} />}
      <Table
        rowKey="uid"
        loading={modules === null}
        dataSource={modules ?? []}
        pagination={false}
        locale={{ emptyText: t('admin.market.empty') }}
        onRow={(module) => ({ 'data-testid': `market-row-${module.uid}` }) as never}
        columns={[
          {
            title: t('admin.market.catalogue'),
            key: 'title',
            render: (_, module) => (
              <Space direction="vertical" size={0}>
                <Typography.Link onClick={() => open(module.uid)} data-testid={`market-open-${module.uid}`}>
                  {label(module.title)}
                </Typography.Link>
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
                  {label(module.description)}
                </Typography.Text>
              </Space>
            ),
          },
          { title: t('admin.market.price'), key: 'price', width: 170, render: (_, module) => priceText(module.price, t) },
          { title: t('admin.market.category'), dataIndex: 'categoryLabel', width: 110 },
          { title: t('admin.market.developer'), dataIndex: 'developer', width: 100 },
          { title: t('admin.market.version'), dataIndex: 'version', width: 80 },
          { title: t('admin.market.updated'), dataIndex: 'updated', width: 110 },
          { title: t('admin.market.published'), dataIndex: 'published', width: 110 },
          { title: t('admin.market.downloads'), dataIndex: 'downloads', width: 90, align: 'right' },
          { title: t('admin.market.status'), key: 'state', width: 100, render: (_, module) => stateTag(module.uid) },
        ]}
      />
      {opened && <ModuleDetail uid={opened} stateTag={stateTag(opened)} onClose={() => open(null)} actions={(detail) => actionsOf(byUid.get(detail.uid) ?? detail)} />}
      {overlay?.kind === 'signIn' && <BuyerSignIn onCancel={() => setOverlay(null)} onSignedIn={() => setOverlay({ kind: 'order', module: overlay.module })} />}
      {overlay?.kind === 'order' && <OrderDialog module={overlay.module} onPaid={paid} onSignIn={signIn} onCancel={() => setOverlay(null)} />}
      {overlay?.kind === 'progress' && (
        <InstallProgress
          uid={overlay.module.uid}
          title={label(overlay.module.title)}
          onSettled={settled}
          onClose={() => {
            setOverlay(null);
            changed();
          }}
        />
      )}
      {opened && !openedModule && modules !== null && !error && <Spin />}
    </Space>
  );
}

export default function ModulePage() {
  const t = useMarketText();
  const can = useCan();
  const runtime = useCrudRuntime();
  const menu = findMenu(useAtomValue(adminIndexAtom)?.menus, SCREEN);
  useAdminPage(menu ? { label: menu.title } : ROUTE_TITLES.noTitle);
  if (!can(ruleName(SCREEN, 'index'))) return <NoPower />;
  const tabs = [
    ...(can(ruleName(SCREEN, 'catalogue')) ? [{ key: 'catalogue', label: t('admin.market.catalogue'), children: <Marketplace /> }] : []),
    {
      key: 'installed',
      label: t('admin.market.installed'),
      children: (
        <Suspense fallback={<Spin />}>
          <CrudRenderer screenId={SCREEN} />
        </Suspense>
      ),
    },
  ];
  return (
    <CrudRuntimeProvider value={runtime}>
      <Tabs items={tabs} destroyOnHidden data-testid="market-tabs" />
    </CrudRuntimeProvider>
  );
}

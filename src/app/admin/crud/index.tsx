import { Suspense, useEffect, useState } from 'react';
import { Button, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ResourceError } from '../../../engine/runtime/resource-provider';
import type { CrudScreen } from '../../../shared/crud/screen';
import { ruleName } from '../../../shared/crud/screen';
import NoPower from '../errors/NoPower';
import NotFound from '../errors/NotFound';
import Problem from '../errors/Problem';
import { menuNodes } from '../layout/menu-tree';
import type { AdminMenuNode } from '../api/types';
import { moduleBundlesReady } from '../modules/bundles';
import { adminIndexAtom, type TitleRef } from '../session/state';
import { useCan } from '../session/use-can';
import { ROUTE_TITLES, useAdminPage } from '../titles';
import { CrudRenderer, CrudRuntimeProvider } from './engine-crud';
import { adminResources, useCrudRuntime } from './runtime';

type Answer = { screen: CrudScreen } | { error: ResourceError } | null;

export function findMenu(nodes: readonly AdminMenuNode[] | undefined, name: string): AdminMenuNode | undefined {
  for (const node of menuNodes(nodes)) {
    if (node.type === 'menu' && node.name === name) return node;
    const below = findMenu(node.children, name);
    if (below) return below;
  }
  return undefined;
}

function Loaded({ id, screen, menuTitle }: { id: string; screen: CrudScreen; menuTitle?: TitleRef }) {
  const runtime = useCrudRuntime();
  useAdminPage(menuTitle ?? (screen.title ? { label: screen.title } : ROUTE_TITLES.noTitle));
  return (
    <CrudRuntimeProvider value={runtime}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
        <CrudRenderer screenId={id} />
      </Suspense>
    </CrudRuntimeProvider>
  );
}

function Failed({ error, retry }: { error: ResourceError; retry: () => void }) {
  const intl = useIntl();
  useAdminPage(ROUTE_TITLES.noTitle, false);
  return (
    <Problem
      message={error.message}
      extra={
        <Button icon={<ReloadOutlined />} onClick={retry}>
          {intl.formatMessage({ id: 'admin.crud.retry' })}
        </Button>
      }
    />
  );
}

/** A granted screen: its schema first (GET /schema/<id>), then the engine's renderer over it. */
function Screen({ id, menuTitle }: { id: string; menuTitle?: TitleRef }) {
  const [answer, setAnswer] = useState<Answer>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stale = false;
    // Opened anew, a screen asks for its schema again (it may have been redesigned meanwhile); the
    // renderer's own call then reuses this answer.
    if (attempt === 0) adminResources.forgetScreen(id);
    // The enabled modules' widgets are registered before the form could ask for one.
    Promise.all([adminResources.screen(id), moduleBundlesReady()])
      .then(([screen]) => !stale && setAnswer({ screen }))
      .catch((error: unknown) => !stale && setAnswer({ error: error instanceof ResourceError ? error : new ResourceError(0, String(error)) }));
    return () => {
      stale = true;
    };
  }, [id, attempt]);

  if (answer === null) return <Spin style={{ display: 'block', margin: '80px auto' }} data-testid="admin-crud-loading" />;
  if ('screen' in answer) return <Loaded id={id} screen={answer.screen} menuTitle={menuTitle} />;
  if (answer.error.status === 404) return <NotFound />;
  if (answer.error.status === 403) return <NoPower />;
  return (
    <Failed
      error={answer.error}
      retry={() => {
        setAnswer(null);
        setAttempt((count) => count + 1);
      }}
    />
  );
}

/**
 * /admin/<id>: a crud screen (docs/admin.md §6), rendered by the engine inside the admin runtime.
 * Without the `<id>/index` rule the no-permission page shows instead.
 */
export default function CrudScreenPage() {
  const { id = '' } = useParams();
  const can = useCan();
  const menus = useAtomValue(adminIndexAtom)?.menus;
  const menu = findMenu(menus, id);
  if (!can(ruleName(id, 'index'))) return <NoPower />;
  return <Screen key={id} id={id} menuTitle={menu ? { label: menu.title } : undefined} />;
}

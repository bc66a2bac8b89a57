// /user: the member centre's frame — its menu (built by the server from the member rules) beside the
// page; the pages read the index (rules held) through the outlet's context.
import { useEffect, useState } from 'react';
import { Alert, Button, ConfigProvider, Layout, Menu, Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate, useOutletContext } from 'react-router';
import { localeAtom } from '../state/ui';
import { getMemberIndex, type MemberIndex, type MemberMenuNode } from './api';
import { memberTheme } from './member-theme';

/** The member centre's pages and the index they were opened with. */
export function useMemberIndex(): MemberIndex {
  return useOutletContext<MemberIndex>();
}

function menuItems(nodes: MemberMenuNode[], locale: 'zh-cn' | 'en'): { key: string; label: string; children?: ReturnType<typeof menuItems> }[] {
  return nodes.map((node) => ({
    key: node.path || node.name,
    label: node.title[locale] || node.title['zh-cn'],
    ...(node.type === 'menu_dir' ? { children: menuItems(node.children ?? [], locale) } : {}),
  }));
}

export default function MemberLayout() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [index, setIndex] = useState<MemberIndex | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getMemberIndex().then(
      (answer) => live && setIndex(answer),
      (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (error)
    return (
      <Alert
        type="error"
        message={intl.formatMessage({ id: 'member.loadFailed' }, { message: error })}
        action={<Button onClick={() => (setError(null), setAttempt((n) => n + 1))}>{intl.formatMessage({ id: 'member.retry' })}</Button>}
      />
    );
  if (!index) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const items = menuItems(index.menus, locale);
  return (
    <ConfigProvider theme={memberTheme}>
      <Layout style={{ background: 'transparent' }} data-testid="member-centre">
        <Layout.Sider width={200} theme="light" breakpoint="md" collapsedWidth={0}>
          <Menu
            mode="inline"
            selectedKeys={[pathname]}
            defaultOpenKeys={items.map((item) => item.key)}
            items={items}
            onClick={({ key }) => navigate(key)}
            aria-label={intl.formatMessage({ id: 'member.title' })}
          />
        </Layout.Sider>
        <Layout.Content style={{ padding: '0 16px' }}>
          <Outlet context={index} />
        </Layout.Content>
      </Layout>
    </ConfigProvider>
  );
}

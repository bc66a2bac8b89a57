import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { tokenAtom } from '../state/session';
import { menuCollapsedAtom } from '../state/ui';
import LanguageSwitch from './LanguageSwitch';
import ProductMark from './ProductMark';
import { Breadcrumbs, SearchBox, UserMenu } from './signed-in-parts';

/** Header: menu toggle and breadcrumbs; one-click search, language and user menu on the right. */
export default function AppHeader() {
  const intl = useIntl();
  const token = useAtomValue(tokenAtom);
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom);

  return (
    <Layout.Header
      data-testid="app-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        position: 'sticky',
        top: 0,
        zIndex: 20,
        boxShadow: '0 1px 4px rgba(16, 38, 58, 0.08)',
      }}
    >
      {token ? (
        <>
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={intl.formatMessage({ id: collapsed ? 'layout.menu.expand' : 'layout.menu.collapse' })}
            onClick={() => setCollapsed(!collapsed)}
            data-testid="menu-toggle"
          />
          <Breadcrumbs />
        </>
      ) : (
        <ProductMark />
      )}
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginInlineStart: 'auto' }}>
        {token && <SearchBox testId="header-search" width={300} />}
        <LanguageSwitch />
        {token ? (
          <UserMenu />
        ) : (
          <>
            <Link to="/account-apply">
              <Button data-testid="header-apply">{intl.formatMessage({ id: 'layout.user.apply' })}</Button>
            </Link>
            <Link to="/home?type=login">
              <Button type="primary" data-testid="header-login">
                {intl.formatMessage({ id: 'layout.user.login' })}
              </Button>
            </Link>
          </>
        )}
      </div>
    </Layout.Header>
  );
}

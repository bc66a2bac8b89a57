import { Button } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { menuCollapsedAtom } from '../state/ui';

/** The header's button that folds and unfolds the side menu. */
export default function MenuToggle() {
  const intl = useIntl();
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  return (
    <Button
      type="text"
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      aria-label={intl.formatMessage({ id: collapsed ? 'layout.menu.expand' : 'layout.menu.collapse' })}
      onClick={() => setCollapsed(!collapsed)}
      data-testid="menu-toggle"
    />
  );
}

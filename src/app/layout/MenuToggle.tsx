import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { menuCollapsedAtom } from '../state/ui';
import MenuFoldButton from './MenuFoldButton';
import { withFrameTexts } from './signed-in/catalog';

/** The subscriber's header button that folds and unfolds the side menu. */
function MenuToggle() {
  const intl = useIntl();
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  return (
    <MenuFoldButton
      collapsed={collapsed}
      onToggle={() => setCollapsed(!collapsed)}
      label={intl.formatMessage({ id: collapsed ? 'layout.menu.expand' : 'layout.menu.collapse' })}
      testId="menu-toggle"
    />
  );
}

export default withFrameTexts(MenuToggle);

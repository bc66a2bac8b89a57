import MenuFoldOutlined from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { menuCollapsedAtom } from '../state/ui';
import { PlainButton } from '../../engine/widgets/PlainButton';
import SvgIcon from '../../engine/widgets/SvgIcon';
import { withFrameTexts } from './signed-in/catalog';

/** The header's button that folds and unfolds the side menu. */
function MenuToggle() {
  const intl = useIntl();
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  return (
    <PlainButton
      look="text"
      icon={<SvgIcon icon={collapsed ? MenuUnfoldOutlined : MenuFoldOutlined} />}
      aria-label={intl.formatMessage({ id: collapsed ? 'layout.menu.expand' : 'layout.menu.collapse' })}
      onClick={() => setCollapsed(!collapsed)}
      data-testid="menu-toggle"
    />
  );
}

export default withFrameTexts(MenuToggle);

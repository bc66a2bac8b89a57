import MenuFoldOutlined from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import { PlainButton } from '../../engine/widgets/PlainButton';
import SvgIcon from '../../engine/widgets/SvgIcon';

interface MenuFoldButtonProps {
  collapsed: boolean;
  onToggle: () => void;
  /** What pressing it does ("展开菜单" while collapsed, "收起菜单" otherwise). */
  label: string;
  testId: string;
}

/** A header's button that folds and unfolds its side menu (the subscriber's and the back-end's). */
export default function MenuFoldButton({ collapsed, onToggle, label, testId }: MenuFoldButtonProps) {
  return <PlainButton look="text" icon={<SvgIcon icon={collapsed ? MenuUnfoldOutlined : MenuFoldOutlined} />} aria-label={label} onClick={onToggle} data-testid={testId} />;
}

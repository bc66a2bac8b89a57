import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import SvgIcon from '../../engine/widgets/SvgIcon';
import type { MenuTriggerProps } from './menu/MenuButton';
import './account-button.css';

interface AccountButtonProps {
  trigger: MenuTriggerProps;
  name: string;
  /** A picture of the account; without one, the name's initial in a circle (antd's Avatar, 30 px). */
  avatar?: string;
  testId: string;
  nameTestId: string;
}

/** The header's button of the signed-in account (subscriber or administrator): avatar, name, caret. */
export function AccountButton({ trigger, name, avatar, testId, nameTestId }: AccountButtonProps) {
  return (
    <button type="button" className="chis-user-menu" data-testid={testId} {...trigger}>
      <span className="chis-avatar" aria-hidden="true">
        {avatar ? <img src={avatar} alt="" /> : name ? name.slice(0, 1).toUpperCase() : <SvgIcon icon={UserOutlined} />}
      </span>
      <span className="chis-user-name" title={name} data-testid={nameTestId}>
        {name}
      </span>
      <span className="chis-user-caret">
        <SvgIcon icon={DownOutlined} />
      </span>
    </button>
  );
}

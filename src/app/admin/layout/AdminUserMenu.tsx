import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import SvgIcon from '../../../engine/widgets/SvgIcon';
import { AccountButton } from '../../layout/AccountButton';
import { MenuButton } from '../../layout/menu/MenuButton';
import { adminLogout } from '../api/admin-api';
import { ADMIN_LOGIN_PATH, ADMIN_PROFILE_PATH } from '../paths';
import { adminIndexAtom, endAdminSession } from '../session/state';

/** The administrator's nickname, with their profile and logout (the subscriber's user menu, other entries). */
export default function AdminUserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const admin = useAtomValue(adminIndexAtom)?.admin;
  const name = admin?.nickname || admin?.username || '';

  const signOut = async () => {
    // The session ends here even when the server cannot be told (offline, token already expired).
    await adminLogout().catch(() => undefined);
    endAdminSession();
    void navigate(ADMIN_LOGIN_PATH);
  };

  return (
    <MenuButton
      align="end"
      lines={[
        { key: 'profile', icon: <SvgIcon icon={UserOutlined} />, label: intl.formatMessage({ id: 'admin.layout.user.profile' }), testId: 'admin-profile-link' },
        'divider',
        { key: 'logout', icon: <SvgIcon icon={LogoutOutlined} />, danger: true, label: intl.formatMessage({ id: 'admin.layout.user.logout' }), testId: 'admin-logout' },
      ]}
      onChoose={(key) => {
        if (key === 'profile') void navigate(ADMIN_PROFILE_PATH);
        else void signOut();
      }}
      trigger={(props) => <AccountButton trigger={props} name={name} avatar={admin?.avatar || undefined} testId="admin-user-menu" nameTestId="admin-nickname" />}
    />
  );
}

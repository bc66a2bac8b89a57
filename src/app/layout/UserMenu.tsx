import { lazy, Suspense, useState } from 'react';
import KeyOutlined from '@ant-design/icons-svg/es/asn/KeyOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { logout } from '../../api/user';
import { clearSession, userInfoAtom } from '../state/session';
import { AccountButton } from './AccountButton';
import { MenuButton } from './menu/MenuButton';
import SvgIcon from '../../engine/widgets/SvgIcon';
import { withFrameTexts } from './signed-in/catalog';

// The dialog (antd Form and Modal, the password rules) loads when first asked for: it is no part of
// any page's first download.
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));

/** The signed-in user's initial and name, opening user center, change password and logout. */
function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const [changing, setChanging] = useState(false);
  // Mounted from the first request on, so its closing animation still plays afterwards.
  const [asked, setAsked] = useState(false);
  const name = user?.nickName || user?.userName || '';

  const signOut = async () => {
    // The local session ends even when the server cannot be told (offline, expired token).
    await logout().catch(() => undefined);
    clearSession();
    navigate('/home');
  };

  return (
    <>
      <MenuButton
        align="end"
        lines={[
          { key: 'center', icon: <SvgIcon icon={UserOutlined} />, label: intl.formatMessage({ id: 'layout.user.center' }) },
          { key: 'password', icon: <SvgIcon icon={KeyOutlined} />, label: intl.formatMessage({ id: 'layout.user.changePassword' }) },
          'divider',
          { key: 'logout', icon: <SvgIcon icon={LogoutOutlined} />, danger: true, label: intl.formatMessage({ id: 'layout.user.logout' }) },
        ]}
        onChoose={(key) => {
          if (key === 'center') navigate('/user-center/index');
          else if (key === 'password') {
            setAsked(true);
            setChanging(true);
          } else void signOut();
        }}
        trigger={(props) => <AccountButton trigger={props} name={name} testId="user-menu" nameTestId="user-menu-name" />}
      />
      {asked ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export default withFrameTexts(UserMenu);

import { lazy, Suspense, useState } from 'react';
import { Dropdown } from 'antd';
// The avatar alone: antd's Avatar export carries Avatar.Group and, through it, Popover (~3 KB gzip).
import Avatar from 'antd/es/avatar/Avatar';
import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { logout } from '../../api/user';
import { clearSession, userInfoAtom } from '../state/session';

// The dialog (antd Form and Modal, the password rules) loads when first asked for: it is no part of
// any page's first download.
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));

/** The signed-in user's name with user center, change password and logout. */
export default function UserMenu() {
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
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'center', icon: <UserOutlined />, label: intl.formatMessage({ id: 'layout.user.center' }) },
            { key: 'password', icon: <KeyOutlined />, label: intl.formatMessage({ id: 'layout.user.changePassword' }) },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, danger: true, label: intl.formatMessage({ id: 'layout.user.logout' }) },
          ],
          onClick: ({ key }) => {
            if (key === 'center') navigate('/user-center/index');
            else if (key === 'password') {
              setAsked(true);
              setChanging(true);
            }
            else void signOut();
          },
        }}
      >
        <span
          style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer', paddingInline: 8, whiteSpace: 'nowrap' }}
          data-testid="user-menu"
        >
          <Avatar size={30} style={{ background: '#0b6478' }} icon={name ? undefined : <UserOutlined />}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <span
            style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            title={name}
            data-testid="user-menu-name"
          >
            {name}
          </span>
          <DownOutlined style={{ fontSize: 10, color: '#8c8c8c' }} />
        </span>
      </Dropdown>
      {asked ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

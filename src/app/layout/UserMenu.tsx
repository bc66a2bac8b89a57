import { useState } from 'react';
import { Avatar, Dropdown, Typography } from 'antd';
import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { logout } from '../../api/user';
import { clearSession, userInfoAtom } from '../state/session';
import ChangePasswordDialog from './ChangePasswordDialog';

/** The signed-in user's name with user center, change password and logout. */
export default function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const [changing, setChanging] = useState(false);
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
            if (key === 'center') navigate('/user-center');
            else if (key === 'password') setChanging(true);
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
          <Typography.Text style={{ maxWidth: 140 }} ellipsis data-testid="user-menu-name">
            {name}
          </Typography.Text>
          <DownOutlined style={{ fontSize: 10, color: '#8c8c8c' }} />
        </span>
      </Dropdown>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </>
  );
}

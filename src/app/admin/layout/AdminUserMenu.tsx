import { Avatar, Dropdown } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { adminLogout } from '../api/admin-api';
import { ADMIN_LOGIN_PATH, ADMIN_PROFILE_PATH } from '../paths';
import { adminIndexAtom, endAdminSession } from '../session/state';

/** The administrator's nickname, with their profile and logout. */
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
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'profile',
            icon: <UserOutlined />,
            label: <span data-testid="admin-profile-link">{intl.formatMessage({ id: 'admin.layout.user.profile' })}</span>,
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            danger: true,
            label: <span data-testid="admin-logout">{intl.formatMessage({ id: 'admin.layout.user.logout' })}</span>,
          },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') void navigate(ADMIN_PROFILE_PATH);
          else void signOut();
        },
      }}
    >
      <button
        type="button"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer', paddingInline: 8, whiteSpace: 'nowrap', border: 0, background: 'none', font: 'inherit' }}
        data-testid="admin-user-menu"
      >
        <Avatar size={30} src={admin?.avatar || undefined} style={{ background: '#0b6478' }} icon={name ? undefined : <UserOutlined />}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <span style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis' }} title={name} data-testid="admin-nickname">
          {name}
        </span>
        <DownOutlined style={{ fontSize: 10, color: '#8c8c8c' }} />
      </button>
    </Dropdown>
  );
}

import { lazy, Suspense } from 'react';
import { Modal, Tabs, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { LoginResult } from '../../../api/user';
import WithAntd from '../../antd/WithAntd';
import PasswordLogin from './PasswordLogin';
import logoUrl from '../../assets/logo.svg';
import { preloadSignedInHome } from './signed-in-home';
import { withMessages } from '../../i18n/ExtendedIntl';
import { mergeMessages } from '../../i18n/merge';
import messages from './login/messages.ts?compiled';

// Most logins use the password; the QR tab's code (antd Result, Spin, the polling) loads when opened.
const QrLogin = lazy(() => import('./QrLogin'));

interface Props {
  open: boolean;
  onClose: () => void;
  onLoggedIn: (result: LoginResult) => void;
}

/**
 * The login dialog of /home?type=login: account and password, or the WeChat QR code. It opens on
 * the visitor's landing, which is drawn without antd, so it brings antd's provider along.
 */
function LoginDialog({ open, onClose, onLoggedIn }: Props) {
  const intl = useIntl();
  return (
    <WithAntd>
      <Modal open={open} onCancel={onClose} footer={null} width={420} destroyOnHidden centered data-testid="login-dialog">
        <div style={{ textAlign: 'center', margin: '8px 0 12px' }}>
          <img src={logoUrl} alt="" width={44} height={44} />
          <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
            {intl.formatMessage({ id: 'home.login.title' })}
          </Typography.Title>
        </div>
        {/* A login under way (the password form submitted, or the QR tab opened) starts loading the
            signed-in home, so it is ready when the login succeeds. */}
        <div onSubmitCapture={preloadSignedInHome}>
          <Tabs
            centered
            onChange={(key) => {
              if (key === 'qr') preloadSignedInHome();
            }}
            items={[
              {
                key: 'password',
                label: <span data-testid="login-tab-password">{intl.formatMessage({ id: 'home.login.tab.password' })}</span>,
                children: <PasswordLogin onLoggedIn={onLoggedIn} />,
              },
              {
                key: 'qr',
                label: <span data-testid="login-tab-qr">{intl.formatMessage({ id: 'home.login.tab.qr' })}</span>,
                // Rendered only while its tab is open, so the 2 s polling stops when the user leaves it.
                destroyOnHidden: true,
                children: (
                  <Suspense fallback={<div style={{ minHeight: 216 }} />}>
                    <QrLogin onLoggedIn={onLoggedIn} />
                  </Suspense>
                ),
              },
            ]}
          />
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16, fontSize: 13 }}>
          <Link to="/account-apply" onClick={onClose} data-testid="login-apply-link">
            {intl.formatMessage({ id: 'home.login.apply' })}
          </Link>
          <Link to="/service-and-support" onClick={onClose}>
            {intl.formatMessage({ id: 'home.login.support' })}
          </Link>
        </div>
      </Modal>
    </WithAntd>
  );
}

// Its texts come with the dialog's chunk, not with the visitor's first download.
export default withMessages(LoginDialog, mergeMessages({ './login/messages.ts': messages }));

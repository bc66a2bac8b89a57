import { lazy, startTransition, Suspense, useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginResult } from '../../../api/user';
import { tokenAtom } from '../../state/session';
import HomeHero from './HomeHero';
import { useStartSession } from './start-session';
import { notifySuccess } from '../../feedback/notify';
import HomePlaceholder from './HomePlaceholder';
import { loadDashboard } from './signed-in-home';
import { withAntdProvider } from '../../antd/WithAntd';

// A visitor's first download is the hero alone, without antd: the dashboard (search, entry cards)
// is loaded for a signed-in user, the login form (antd Form, Tabs, Modal, with antd's provider)
// when the dialog is first opened.
const HomeDashboard = lazy(loadDashboard);
const LoginDialog = lazy(withAntdProvider(() => import('./LoginDialog')));

/** Only a path inside this site may follow a login (no `//host` or `https:` open redirect). */
function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/home';
}

/** Spec §2's public /login: the visitor's home with the login open, `?redirect=` where it leads. */
const LOGIN_PAGE = '/login';

/**
 * /home: the visitor's hero (with the login dialog for ?type=login, where the guard sends anyone
 * without a token) or the subscriber's dashboard. The public paths /login and /demo of spec §2 are
 * this page too (one chunk, so they add nothing to a first visit): /login opens the login at once
 * and sends a signed-in user on; /demo is the product tour a visitor is shown, the hero.
 */
export default function HomePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const token = useAtomValue(tokenAtom);
  const startSession = useStartSession();
  const onLoginPage = pathname === LOGIN_PAGE;
  const loginOpen = !token && (onLoginPage || search.get('type') === 'login');
  // Once opened, the dialog stays mounted so that it can play its closing animation.
  const [loginMounted, setLoginMounted] = useState(loginOpen);
  if (loginOpen && !loginMounted) setLoginMounted(true);

  const openLogin = () => setSearch({ type: 'login' });
  // Leaving the login page's dialog leads to the home page it stands on.
  const closeLogin = () => (onLoginPage ? navigate('/home', { replace: true }) : setSearch({}, { replace: true }));

  const onLoggedIn = useCallback(
    (result: LoginResult) => {
      // A transition: the visitor's page stays on screen until the signed-in frame can replace it.
      startTransition(() => startSession(result));
      notifySuccess(intl.formatMessage({ id: 'home.login.success' }, { name: result.nickname ?? '' }));
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    },
    [intl, navigate, search, startSession],
  );

  if (token && onLoginPage) return <Navigate to={safeRedirect(search.get('redirect'))} replace />;
  if (token) {
    return (
      <Suspense fallback={<HomePlaceholder />}>
        <HomeDashboard />
      </Suspense>
    );
  }
  return (
    <>
      <HomeHero onLogin={openLogin} />
      {loginMounted && (
        <Suspense fallback={null}>
          <LoginDialog open={loginOpen} onClose={closeLogin} onLoggedIn={onLoggedIn} />
        </Suspense>
      )}
    </>
  );
}

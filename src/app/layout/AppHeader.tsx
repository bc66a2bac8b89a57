import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { tokenAtom } from '../state/session';
import LanguageSwitch from './LanguageSwitch';
import { ButtonLink } from '../../engine/widgets/PlainButton';
import ProductMark from './ProductMark';
import { Breadcrumbs, MenuToggle, SearchBox, UserMenu } from './signed-in-parts';
import './frame.css';

/**
 * Header: menu toggle and breadcrumbs; one-click search, language and user menu on the right. A
 * visitor's header (logo, language, trial and login) is plain markup: it is the top of the landing.
 */
export default function AppHeader() {
  const intl = useIntl();
  const token = useAtomValue(tokenAtom);

  return (
    <header className="chis-header chis-header-bar" data-testid="app-header">
      {token ? (
        <>
          <MenuToggle />
          <Breadcrumbs />
        </>
      ) : (
        <ProductMark />
      )}
      <div className="chis-header-end">
        {token && <SearchBox testId="header-search" width={300} />}
        <LanguageSwitch />
        {token ? (
          <UserMenu />
        ) : (
          <>
            <ButtonLink to="/account-apply" data-testid="header-apply">
              {intl.formatMessage({ id: 'layout.user.apply' })}
            </ButtonLink>
            <ButtonLink to="/home?type=login" look="primary" data-testid="header-login">
              {intl.formatMessage({ id: 'layout.user.login' })}
            </ButtonLink>
          </>
        )}
      </div>
    </header>
  );
}

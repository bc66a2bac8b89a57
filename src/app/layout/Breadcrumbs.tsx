import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { resolvePageMeta } from './page-meta';
import { useTitleText } from './use-title';
import './breadcrumbs.css';
import { withFrameTexts } from './signed-in/catalog';

/** Breadcrumbs of spec §2: Home; Home › One-click search; … › Result page; schema pages by area and section. */
function Breadcrumbs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const titleOf = useTitleText();
  const { crumbs } = resolvePageMeta(pathname);
  return (
    <nav aria-label={intl.formatMessage({ id: 'layout.breadcrumbs' })} data-testid="breadcrumbs" className="chis-breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.titleKey}>
              {crumb.href && !last ? (
                <Link to={crumb.href}>{titleOf(crumb.titleKey)}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{titleOf(crumb.titleKey)}</span>
              )}
              {!last && (
                <span className="chis-breadcrumb-separator" aria-hidden="true">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export default withFrameTexts(Breadcrumbs);

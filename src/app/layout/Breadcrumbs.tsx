import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { BreadcrumbTrail } from './BreadcrumbTrail';
import { resolvePageMeta } from './page-meta';
import { withFrameTexts } from './signed-in/catalog';
import { useTitleText } from './use-title';

/** Breadcrumbs of spec §2: Home; Home › One-click search; … › Result page; schema pages by area and section. */
function Breadcrumbs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const titleOf = useTitleText();
  const { crumbs } = resolvePageMeta(pathname);
  return (
    <BreadcrumbTrail
      label={intl.formatMessage({ id: 'layout.breadcrumbs' })}
      testId="breadcrumbs"
      crumbs={crumbs.map((crumb) => ({ key: crumb.titleKey, title: titleOf(crumb.titleKey), href: crumb.href }))}
    />
  );
}

export default withFrameTexts(Breadcrumbs);

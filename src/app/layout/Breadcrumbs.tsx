import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { resolvePageMeta } from './page-meta';
import { useTitleText } from './use-title';

/** Breadcrumbs of spec §2: Home; Home › One-click search; … › Result page; schema pages by area and section. */
export default function Breadcrumbs() {
  const { pathname } = useLocation();
  const titleOf = useTitleText();
  const { crumbs } = resolvePageMeta(pathname);
  return (
    <Breadcrumb
      data-testid="breadcrumbs"
      items={crumbs.map((crumb, index) => ({
        key: crumb.titleKey,
        title:
          crumb.href && index < crumbs.length - 1 ? (
            <Link to={crumb.href}>{titleOf(crumb.titleKey)}</Link>
          ) : (
            titleOf(crumb.titleKey)
          ),
      }))}
    />
  );
}

import { Link } from 'react-router';
import './breadcrumb-trail.css';

export interface Crumb {
  key: string;
  title: string;
  /** A link to it; none for a group or the page on screen. */
  href?: string;
}

/**
 * Where the page on screen sits (antd's Breadcrumb, in plain markup): the last crumb is the page,
 * the others link where they can. The subscriber's header and the back-end's both draw this.
 */
export function BreadcrumbTrail({ crumbs, label, testId }: { crumbs: readonly Crumb[]; label: string; testId: string }) {
  return (
    <nav aria-label={label} data-testid={testId} className="chis-breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.key}>
              {crumb.href && !last ? (
                <Link to={crumb.href}>{crumb.title}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} title={last ? crumb.title : undefined}>
                  {crumb.title}
                </span>
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

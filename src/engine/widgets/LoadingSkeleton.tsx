import './loading-skeleton.css';

/**
 * Grey bars where a page's content will be (antd's active Skeleton, in plain markup): drawn while a
 * route's code or a page's first answers load, and marked busy for assistive technology.
 */
export function LoadingSkeleton({ rows = 3, testId }: { rows?: number; testId?: string }) {
  return (
    <div className="chis-skeleton" aria-busy="true" data-testid={testId}>
      <div className="chis-skeleton-title" />
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="chis-skeleton-line" />
      ))}
    </div>
  );
}

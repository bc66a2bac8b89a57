// A warning or error line above the blocks (a missing required tag, a failed query): the renderer's
// own markup, announced like antd's Alert (role="alert"), which market routes would otherwise download
// with its icons only for the rare error.
import type { ReactNode } from 'react';

export function Notice({ type, testId, children }: { type: 'warning' | 'error'; testId?: string; children: ReactNode }) {
  return (
    <div role="alert" className={`chis-analysis-notice chis-analysis-notice-${type}`} data-testid={testId}>
      {children}
    </div>
  );
}

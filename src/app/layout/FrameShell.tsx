import type { ReactNode } from 'react';
import './frame.css';

interface FrameShellProps {
  /** The side menu; without one the column takes the whole width (a visitor's frame). */
  sider?: ReactNode;
  header: ReactNode;
  tabs?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  testId: string;
}

/**
 * The outline of a page frame — the subscriber's and the back-end's: a side menu beside a column of
 * header, tab row, the page and a footer, in plain markup (frame.css, print rules included).
 */
export default function FrameShell({ sider, header, tabs, footer, children, testId }: FrameShellProps) {
  return (
    <div className={sider ? 'chis-layout chis-layout-has-sider' : 'chis-layout'} style={{ minHeight: '100vh' }} data-testid={testId}>
      {sider}
      <div className="chis-layout">
        {header}
        {tabs}
        <main className="chis-content" style={{ padding: 20 }}>
          {children}
        </main>
        {footer}
      </div>
    </div>
  );
}

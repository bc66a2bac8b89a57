// The frame of a chart or ranking block: a title bar with optional actions over its body. The
// renderer's own markup in the look of antd's small Card (analysis.css), which the page would
// otherwise download only to draw a border and a title.
import type { CSSProperties, ReactNode } from 'react';

export interface PanelProps {
  title: string;
  extra?: ReactNode;
  bodyStyle?: CSSProperties;
  children: ReactNode;
}

export function Panel({ title, extra, bodyStyle, children }: PanelProps) {
  return (
    <div className="chis-panel">
      <div className="chis-panel-head">
        <div className="chis-panel-title">{title}</div>
        {extra ? <div className="chis-panel-extra">{extra}</div> : null}
      </div>
      <div style={bodyStyle}>{children}</div>
    </div>
  );
}

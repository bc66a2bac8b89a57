// A small echarts wrapper: loads echarts on first use (its own chunk), draws the option it is given,
// follows the container's size and disposes the instance on unmount. `data-revision` counts the draws,
// so tests and the e2e run can see a chart redraw after a new query.
import { useEffect, useRef, useState } from 'react';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';

export interface EChartProps {
  testId: string;
  option: EChartsCoreOption | null;
  height: number;
  /** Shown to screen readers instead of the SVG. */
  ariaLabel: string;
}

export function EChart({ testId, option, height, ariaLabel }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const revision = useRef(0);

  useEffect(() => {
    let instance: EChartsType | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void import('./load-echarts').then(({ init }) => {
      const element = container.current;
      if (cancelled || !element) return;
      instance = init(element, undefined, { renderer: 'svg' });
      const resizing = instance;
      observer = new ResizeObserver(() => resizing.resize());
      observer.observe(element);
      setChart(instance);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    if (!chart || !option) return;
    // notMerge: a new query may bring fewer series; stale ones must not linger.
    chart.setOption(option, { notMerge: true });
    revision.current += 1;
    container.current?.setAttribute('data-revision', String(revision.current));
  }, [chart, option]);

  return <div ref={container} data-testid={testId} data-revision="0" role="img" aria-label={ariaLabel} style={{ width: '100%', height }} />;
}

// A small echarts wrapper: loads echarts on first use (its own chunks), draws the option it is given
// once the chart comes near the viewport (a chart far down a page costs a reader who never scrolls to
// it neither its code nor its drawing; its summary is there for screen readers from the start),
// follows the container's size and disposes the instance on unmount. `data-revision` counts the
// draws, so tests and the e2e run can see a chart redraw after a new query.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { drawingEverything, trackDrawing } from '../../runtime/print-whole-page';
import { useNearViewport } from '../../runtime/use-near-viewport';
import { chartSummary } from './chart-summary';
import './chart.css';

export interface EChartProps {
  testId: string;
  option: EChartsCoreOption | null;
  height: number;
  /** The chart's title: with a summary of its data, what screen readers get instead of the SVG. */
  ariaLabel: string;
}

interface Drawn {
  instance: EChartsType;
  /** The echarts features registered when the instance was created (see load-echarts.ts). */
  features: ReadonlySet<string>;
  observer: ResizeObserver;
}

/**
 * echarts' SVG has a size but no viewBox; with one, the print style sheet (chart.css) can scale a
 * chart drawn for the screen to the paper's width instead of cutting it off.
 */
function fitViewBox(element: HTMLElement, instance: EChartsType): void {
  element.querySelector('svg')?.setAttribute('viewBox', `0 0 ${instance.getWidth()} ${instance.getHeight()}`);
}

export function EChart({ testId, option, height, ariaLabel }: EChartProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const [watchNear, near] = useNearViewport<HTMLDivElement>();
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      container.current = element;
      watchNear(element);
    },
    [watchNear],
  );
  const drawn = useRef<Drawn | null>(null);
  const revision = useRef(0);
  const summary = useMemo(() => chartSummary(option), [option]);

  useEffect(() => {
    if (!option || !near) return;
    let stale = false;
    const drawing = import('./load-echarts').then(async ({ init, ensureFeatures, featuresOf, registeredFeatures }) => {
      // The series types beyond bars and lines load their echarts chunk before the instance exists.
      await ensureFeatures(option);
      const element = container.current;
      if (stale || !element) return;
      let current = drawn.current;
      if (current && !featuresOf(option).every((f) => current?.features.has(f))) {
        current.observer.disconnect();
        current.instance.dispose();
        current = null;
      }
      if (!current) {
        const instance = init(element, undefined, { renderer: 'svg' });
        const observer = new ResizeObserver(() => {
          instance.resize();
          fitViewBox(element, instance);
        });
        observer.observe(element);
        current = { instance, features: registeredFeatures(), observer };
        drawn.current = current;
      }
      // notMerge: a new query may bring fewer series; stale ones must not linger. Drawn for a print,
      // the chart is drawn whole at once: a print shows no animation's first frame.
      current.instance.setOption(drawingEverything() ? { ...option, animation: false } : option, { notMerge: true });
      fitViewBox(element, current.instance);
      revision.current += 1;
      element.setAttribute('data-revision', String(revision.current));
    });
    trackDrawing(drawing);
    return () => {
      stale = true;
    };
  }, [option, near]);

  useEffect(
    () => () => {
      drawn.current?.observer.disconnect();
      drawn.current?.instance.dispose();
      drawn.current = null;
    },
    [],
  );

  // data-deferred: drawn once near the viewport (tests scroll to it; see use-near-viewport.ts).
  return <div ref={attach} className="chis-chart" data-testid={testId} data-revision="0" data-deferred={option && !near ? 'true' : undefined} role="img" aria-label={summary ? `${ariaLabel}. ${summary}` : ariaLabel} style={{ width: '100%', height }} />;
}

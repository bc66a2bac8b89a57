// echarts from `echarts/core` with only what the analysis blocks draw, and one renderer (SVG: crisp at
// any zoom, light on memory with a dozen charts per page, and it renders in jsdom). Imported only
// through EChart's dynamic import, so echarts lands in its own chunks that only analysis routes
// download. This base holds what nearly every page draws (bars, lines, axes, legend, tooltip); the
// rarer series (pie, treemap, scatter + quadrant lines, heat-map + colour scale) are chunks of their own,
// registered before the first option that needs them (`ensureFeatures`). An instance takes the layouts
// and visuals registered when it is created, so a chart is created only after its features are in
// (and re-created should a later option need one it was created without).
// `use` renamed: it is echarts' registration, not React's hook.
import { init, use as register, type EChartsCoreOption } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

register([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const FEATURES: Record<string, () => Promise<unknown>> = {
  pie: () => import('./echarts-pie'),
  treemap: () => import('./echarts-treemap'),
  scatter: () => import('./echarts-scatter'),
  heatmap: () => import('./echarts-heatmap'),
};

const loaded = new Map<string, Promise<unknown>>();
const registered = new Set<string>();

/** The extra chunks an option's series need (none for bars and lines). */
export function featuresOf(option: EChartsCoreOption): string[] {
  const series = (Array.isArray(option.series) ? option.series : option.series ? [option.series] : []) as { type?: string }[];
  return [...new Set(series.map((s) => s.type ?? ''))].filter((type) => Object.hasOwn(FEATURES, type));
}

/** Resolves once every series type of the option is registered. */
export function ensureFeatures(option: EChartsCoreOption): Promise<unknown> {
  return Promise.all(
    featuresOf(option).map((feature) => {
      let pending = loaded.get(feature);
      if (!pending) {
        pending = FEATURES[feature]().then(() => registered.add(feature));
        loaded.set(feature, pending);
      }
      return pending;
    }),
  );
}

/** The features registered so far: an instance created now knows exactly these. */
export function registeredFeatures(): ReadonlySet<string> {
  return new Set(registered);
}

export { init };

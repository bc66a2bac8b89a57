// echarts from `echarts/core` with only the charts and components the analysis blocks use, and one
// renderer (SVG: crisp at any zoom, light on memory with a dozen charts per page, and it renders in
// jsdom). Imported through `loadEcharts()` only, so echarts lands in its own chunk that only analysis
// routes download.
// `use` renamed: it is echarts' registration, not React's hook.
import { init, use as register } from 'echarts/core';
import { BarChart, HeatmapChart, LineChart, PieChart, ScatterChart, TreemapChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

register([BarChart, LineChart, PieChart, TreemapChart, ScatterChart, HeatmapChart, GridComponent, LegendComponent, TooltipComponent, MarkLineComponent, VisualMapComponent, SVGRenderer]);

export { init };

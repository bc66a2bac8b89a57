// Heat-map cells and their continuous colour scale (registered on the first heat-map; see load-echarts.ts).
import { use as register } from 'echarts/core';
import { HeatmapChart } from 'echarts/charts';
import { VisualMapContinuousComponent } from 'echarts/components';

register([HeatmapChart, VisualMapContinuousComponent]);

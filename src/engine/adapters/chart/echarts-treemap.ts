// Treemap tiles (registered on the first treemap; see load-echarts.ts).
import { use as register } from 'echarts/core';
import { TreemapChart } from 'echarts/charts';

register([TreemapChart]);

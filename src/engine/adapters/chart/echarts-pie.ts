// Donut slices (registered on the first donut; see load-echarts.ts).
import { use as register } from 'echarts/core';
import { PieChart } from 'echarts/charts';

register([PieChart]);

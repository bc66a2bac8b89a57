// Bubbles and their quadrant lines (registered on the first bubble chart; see load-echarts.ts).
import { use as register } from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { MarkLineComponent } from 'echarts/components';
import { LabelLayout } from 'echarts/features';

register([ScatterChart, MarkLineComponent, LabelLayout]);

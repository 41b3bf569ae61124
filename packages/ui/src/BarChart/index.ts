export { BarChart, type BarChartProps, type ChartPoint, type ChartSeries } from './BarChart';

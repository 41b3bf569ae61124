export { LineChart, type LineChartProps, type ChartPoint, type ChartSeries } from './LineChart';

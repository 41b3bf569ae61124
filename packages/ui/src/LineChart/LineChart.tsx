import { colors } from '@rehab/tokens';
import {
  CartesianGrid,
  Line,
  LineChart as RechartsLineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  gridProps,
  plotMargin,
  seriesColor,
  toRows,
  tooltipFormatter,
  tooltipStyle,
  valueFormatter,
  xAxisProps,
  yAxisProps,
  type ChartPoint,
  type ChartSeries,
} from '../internal/chart';
import { ChartFrame } from '../internal/ChartFrame';
import { plot } from './LineChart.css';

export type { ChartPoint, ChartSeries } from '../internal/chart';

export type LineChartProps = {
  title: string;
  description?: string;
  /** Heading of the x column in the accessible table, e.g. "Datum". */
  xLabel: string;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  emptyText: string;
  missingText?: string;
  locale?: string;
  /** How date x values are written on the axis and in the table. */
  dateFormat?: Intl.DateTimeFormatOptions;
  /** How values are written on the axis, the tooltip and in the table. */
  valueFormat?: Intl.NumberFormatOptions;
  /** Fixed value range, e.g. [0, 10] for the stress scale. */
  domain?: [number, number];
  /** A dashed line at a value, e.g. a target or a threshold. */
  referenceValue?: number;
  width?: number;
  height?: number;
  titleLevel?: 2 | 3 | 4;
};

/** Values over time, such as the stress scale across a program's weeks. Drawn without animation. */
export function LineChart({
  locale = 'sv-SE',
  dateFormat = { day: 'numeric', month: 'short' },
  valueFormat,
  width = 640,
  height = 280,
  titleLevel = 3,
  missingText = '–',
  ...props
}: LineChartProps) {
  const formatValue = valueFormatter(locale, valueFormat);
  return (
    <ChartFrame
      {...props}
      locale={locale}
      dateFormat={dateFormat}
      formatValue={formatValue}
      missingText={missingText}
      width={width}
      height={height}
      titleLevel={titleLevel}
    >
      <RechartsLineChart
        className={plot}
        width={width}
        height={height}
        data={toRows(props.points, locale, dateFormat)}
        accessibilityLayer={false}
        margin={plotMargin}
      >
        <CartesianGrid {...gridProps} />
        <XAxis {...xAxisProps} />
        <YAxis {...yAxisProps(formatValue, props.domain ?? ['auto', 'auto'])} />
        {props.referenceValue !== undefined && (
          <ReferenceLine y={props.referenceValue} stroke={colors.secondary} strokeDasharray="4 4" />
        )}
        <Tooltip contentStyle={tooltipStyle} formatter={tooltipFormatter(formatValue)} isAnimationActive={false} />
        {props.series.map((series, index) => (
          <Line
            key={series.key}
            type="linear"
            dataKey={series.key}
            name={series.label}
            stroke={seriesColor(series, index)}
            strokeWidth={2}
            dot={{ r: 3, fill: seriesColor(series, index) }}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </RechartsLineChart>
    </ChartFrame>
  );
}

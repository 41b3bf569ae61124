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
  type ChartProps,
} from '../internal/chart';
import { ChartFrame } from '../internal/ChartFrame';
import { plot } from './LineChart.css';

export type { ChartPoint, ChartSeries } from '../internal/chart';

export type LineChartProps = ChartProps & {
  /** A dashed line at a value, e.g. a target or a threshold. */
  referenceValue?: number;
};

/** Values over time, such as the stress scale across a program's weeks. Drawn without animation. */
export function LineChart({
  locale = 'sv-SE',
  dateFormat = { day: 'numeric', month: 'short' },
  valueFormat,
  width,
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

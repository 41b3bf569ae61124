import { colors } from '@rehab/tokens';
import { Bar, BarChart as RechartsBarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
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
import { plot } from './BarChart.css';

export type { ChartPoint, ChartSeries } from '../internal/chart';

export type BarChartProps = ChartProps & {
  /** Grouped bars side by side (default) or stacked into one bar per x value. */
  arrangement?: 'grouped' | 'stacked';
};

/** Amounts per period: compliance for exercises and theory lessons, completed activities. No animation. */
export function BarChart({
  locale = 'sv-SE',
  dateFormat = { day: 'numeric', month: 'short' },
  valueFormat,
  arrangement = 'grouped',
  width,
  height = 280,
  titleLevel = 3,
  missingText = '–',
  ...props
}: BarChartProps) {
  const formatValue = valueFormatter(locale, valueFormat);
  const last = props.series.length - 1;
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
      <RechartsBarChart
        className={plot}
        data={toRows(props.points, locale, dateFormat)}
        accessibilityLayer={false}
        margin={plotMargin}
        barGap={2}
        barCategoryGap="20%"
      >
        <CartesianGrid {...gridProps} />
        <XAxis {...xAxisProps} />
        <YAxis {...yAxisProps(formatValue, props.domain ?? [0, 'auto'])} />
        <Tooltip
          contentStyle={tooltipStyle}
          cursor={{ fill: colors.additional }}
          formatter={tooltipFormatter(formatValue)}
          isAnimationActive={false}
        />
        {props.series.map((series, index) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.label}
            fill={seriesColor(series, index)}
            stackId={arrangement === 'stacked' ? 'stack' : undefined}
            // Only the outer end of a bar (or of a stack) is rounded.
            radius={arrangement === 'stacked' && index !== last ? 0 : [4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </RechartsBarChart>
    </ChartFrame>
  );
}

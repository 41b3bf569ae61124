import { colors } from '@rehab/tokens';
import { Bar, BarChart as RechartsBarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { chartSettings, gridProps, seriesColor, tooltipFormatter, tooltipStyle, xAxisProps, yAxisProps, type ChartProps } from '../internal/chart';
import { ChartFrame } from '../internal/ChartFrame';

export type { ChartPoint, ChartSeries } from '../internal/chart';

export type BarChartProps = ChartProps & {
  /** Grouped bars side by side (default) or stacked into one bar per x value. */
  arrangement?: 'grouped' | 'stacked';
  /**
   * The x values are names (kinds, types): the bars lie across with each name beside its bar, so every
   * name keeps its label on a phone, where names under upright bars would overlap or be dropped.
   */
  xIsCategory?: boolean;
};

/** Height of one category's row and width of the names beside the bars, in px. */
const categoryRow = 36;
const categoryWidth = 120;

/** Amounts per period: compliance for exercises and theory lessons, completed activities. No animation. */
export function BarChart({ arrangement = 'grouped', xIsCategory = false, ...props }: BarChartProps) {
  const { formatValue, frame, plot } = chartSettings(props);
  const last = props.series.length - 1;
  const plotHeight = props.height ?? (xIsCategory ? Math.max(120, props.points.length * categoryRow + 40) : 280);
  return (
    <ChartFrame {...frame} height={plotHeight}>
      <RechartsBarChart {...plot} layout={xIsCategory ? 'vertical' : 'horizontal'} barGap={2} barCategoryGap="20%">
        {xIsCategory ? (
          <>
            <CartesianGrid {...gridProps} vertical horizontal={false} />
            <XAxis {...yAxisProps(formatValue, props.domain ?? [0, 'auto'])} type="number" width={undefined} height={24} />
            <YAxis {...xAxisProps} type="category" interval={0} width={categoryWidth} />
          </>
        ) : (
          <>
            <CartesianGrid {...gridProps} />
            <XAxis {...xAxisProps} />
            <YAxis {...yAxisProps(formatValue, props.domain ?? [0, 'auto'])} />
          </>
        )}
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
            radius={arrangement === 'stacked' && index !== last ? 0 : xIsCategory ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </RechartsBarChart>
    </ChartFrame>
  );
}

import { colors } from '@rehab/tokens';
import { CartesianGrid, Line, LineChart as RechartsLineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { chartSettings, gridProps, seriesColor, tooltipFormatter, tooltipStyle, xAxisProps, yAxisProps, type ChartProps } from '../internal/chart';
import { ChartFrame } from '../internal/ChartFrame';

export type { ChartPoint, ChartSeries } from '../internal/chart';

export type LineChartProps = ChartProps & {
  /** A dashed line at a value, e.g. a target or a threshold. */
  referenceValue?: number;
};

/** Values over time, such as the stress scale across a program's weeks. Drawn without animation. */
export function LineChart({ referenceValue, ...props }: LineChartProps) {
  const { formatValue, frame, plot } = chartSettings(props);
  return (
    <ChartFrame {...frame} height={props.height ?? 280}>
      <RechartsLineChart {...plot}>
        <CartesianGrid {...gridProps} />
        <XAxis {...xAxisProps} />
        <YAxis {...yAxisProps(formatValue, props.domain ?? ['auto', 'auto'])} />
        {referenceValue !== undefined && <ReferenceLine y={referenceValue} stroke={colors.secondary} strokeDasharray="4 4" />}
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

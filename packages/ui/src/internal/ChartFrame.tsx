import { colors } from '@rehab/tokens';
import { useId, type ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { formatX, seriesColor, type ChartPoint, type ChartSeries } from './chart';
import * as styles from './ChartFrame.css';
import { visuallyHidden } from './visuallyHidden.css';

export type ChartFrameProps = {
  title: string;
  description?: string;
  /** Heading of the x column in the accessible data table, e.g. "Vecka". */
  xLabel: string;
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
  locale: string;
  dateFormat: Intl.DateTimeFormatOptions;
  formatValue: (value: number) => string;
  /** Shown instead of the chart when there are no points. */
  emptyText: string;
  /** Text in a table cell without a value. */
  missingText: string;
  /** The widest the chart grows; without it, it fills its container. */
  width?: number;
  height: number;
  titleLevel: 2 | 3 | 4;
  children: ReactElement;
};

/**
 * The frame every chart shares: a titled figure, a legend, the drawing (hidden from
 * assistive technology) and a visually hidden table with the same figures instead.
 */
export function ChartFrame(props: ChartFrameProps) {
  const titleId = useId();
  const descriptionId = useId();
  const Heading = `h${props.titleLevel}` as const;
  const isEmpty = props.points.length === 0;
  return (
    <figure
      className={styles.figure}
      style={props.width ? { maxWidth: props.width } : undefined}
      aria-labelledby={titleId}
      aria-describedby={props.description ? descriptionId : undefined}
    >
      <div>
        <Heading id={titleId} className={styles.title}>
          {props.title}
        </Heading>
        {props.description && (
          <p id={descriptionId} className={styles.description}>
            {props.description}
          </p>
        )}
      </div>
      {isEmpty ? (
        <p className={styles.empty} style={{ height: props.height }}>
          {props.emptyText}
        </p>
      ) : (
        <>
          <ul className={styles.legend} aria-hidden="true">
            {props.series.map((series, index) => (
              <li key={series.key} className={styles.legendItem}>
                <span className={styles.swatch} style={{ background: seriesColor(series, index) }} />
                {series.label}
              </li>
            ))}
          </ul>
          <div aria-hidden="true" className={styles.drawing} style={{ height: props.height, color: colors.darkGrey }}>
            {/* Measured as it is laid out, so the chart is redrawn at any width its container takes. */}
            <ResponsiveContainer width="100%" height={props.height} initialDimension={{ width: 1, height: props.height }}>
              {props.children}
            </ResponsiveContainer>
          </div>
          {/* A table grows to its content whatever its width says, so it is hidden inside a box that does not. */}
          <div className={visuallyHidden}>
            <table>
              <caption>{props.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{props.xLabel}</th>
                  {props.series.map((series) => (
                    <th key={series.key} scope="col">
                      {series.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {props.points.map((point) => {
                  const x = formatX(point.x, props.locale, props.dateFormat);
                  return (
                    <tr key={x}>
                      <th scope="row">{x}</th>
                      {props.series.map((series) => {
                        const value = point.values[series.key];
                        return (
                          <td key={series.key}>
                            {value === null || value === undefined ? props.missingText : props.formatValue(value)}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Line, LineChart, XAxis, YAxis } from 'recharts';
import { expect, within } from 'storybook/test';
import { plotMargin, seriesColor, toRows, valueFormatter, xAxisProps, yAxisProps, type ChartSeries } from './chart';
import { ChartFrame } from './ChartFrame';
import { programWeeks } from './storyData';

const locale = 'sv-SE';
const dateFormat: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const formatValue = valueFormatter(locale);
const series: ChartSeries[] = [
  { key: 'pain', label: 'Smärta' },
  { key: 'stress', label: 'Stress', color: 'secondary' },
];
const pain = [7, 6, 6, null, 4, 3];
const stress = [5, 5, 4, 4, 3, 3];
const points = programWeeks(6).map((x, week) => ({ x, values: { pain: pain[week] ?? null, stress: stress[week] ?? null } }));

const meta = {
  title: 'Charts/ChartFrame',
  component: ChartFrame,
  args: {
    title: 'Smärta och stress',
    description: 'Patientens skattning varje vecka, 0–10.',
    xLabel: 'Vecka',
    series,
    points,
    locale,
    dateFormat,
    formatValue,
    emptyText: 'Inga skattningar ännu',
    missingText: 'Ingen skattning',
    height: 200,
    titleLevel: 2,
    // A plain drawing: the frame only sizes it and hides it from assistive technology.
    children: (
      <LineChart data={toRows(points, locale, dateFormat)} accessibilityLayer={false} margin={plotMargin}>
        <XAxis {...xAxisProps} />
        <YAxis {...yAxisProps(formatValue, [0, 10])} />
        {series.map((line, index) => (
          <Line key={line.key} dataKey={line.key} stroke={seriesColor(line, index)} strokeWidth={2} isAnimationActive={false} />
        ))}
      </LineChart>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The frame LineChart and BarChart share (internal to the ui package): a figure named by its title and described by its description, a legend and the drawing hidden from assistive technology, and a visually hidden table with the same figures, where a missing value reads as `missingText`. With no points it shows `emptyText` in the drawing's place, at the same height.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChartFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A titled figure: screen readers get the heading, the description and the table, not the drawing. */
export const WithFigures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Smärta och stress' });
    await expect(figure).toHaveAccessibleDescription('Patientens skattning varje vecka, 0–10.');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Smärta och stress' })).toBeVisible();
    // The legend and the drawing are pictures only; the table carries the figures.
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(figure.querySelector('svg.recharts-surface')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const table = canvas.getByRole('table', { name: 'Smärta och stress' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Vecka', 'Smärta', 'Stress']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(points.length);
    await expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('31 aug.');
    await expect(
      within(rows[3] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ingen skattning', '4']);
  },
};

/** No points yet: the empty text where the drawing would be, and no table of nothing. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Smärta och stress' })).toBeVisible();
    const empty = canvas.getByText('Inga skattningar ännu');
    await expect(empty).toBeVisible();
    await expect(empty.getBoundingClientRect().height).toBe(200);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('svg.recharts-surface')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { programWeeks } from '../internal/storyData';
import { BarChart } from './BarChart';

const exercises = [0.9, 0.85, 1, 0.7, 0.75, 0.6, 0.8, 0.95, 0.9, 0.65, 0.85, 1];
const lessons = [1, 1, 0.8, 0.6, 0.8, 1, 0.4, 0.6, 0.8, 1, 0.8, 0.6];
const strength = [3, 3, 2, 3, 2, 1, 3, 3, 2, 3, 3, 3];
const walking = [4, 5, 5, 3, 4, 4, 5, 6, 5, 4, 6, 7];
const breathing = [2, 2, 3, 2, 1, 2, 3, 3, 2, 3, 3, 4];

const weekLabel = (date: Date, index: number) => `v. ${36 + index}`;

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: {
    title: 'Följsamhet per vecka',
    description: 'Andel genomförda övningar och teorilektioner av de planerade.',
    xLabel: 'Vecka',
    emptyText: 'Ingen aktivitet registrerad ännu',
    valueFormat: { style: 'percent' },
    domain: [0, 1],
    series: [
      { key: 'exercises', label: 'Övningar' },
      { key: 'lessons', label: 'Teorilektioner', color: 'secondary' },
    ],
    points: programWeeks().map((date, week) => ({
      x: weekLabel(date, week),
      values: { exercises: exercises[week] ?? null, lessons: lessons[week] ?? null },
    })),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Amounts per period: grouped bars to compare (compliance for exercises and theory lessons), stacked bars for a total made of parts (activities by kind). Same accessible table and token colours as LineChart; no animation.',
      },
    },
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chart fills the width it is given: the figure its container's, the drawing the figure's. */
async function fillsItsContainer(canvasElement: HTMLElement) {
  const figure = canvasElement.querySelector('figure') as HTMLElement;
  const container = figure.parentElement as HTMLElement;
  const drawing = figure.querySelector('svg.recharts-surface') as SVGElement;
  const inner =
    container.getBoundingClientRect().width -
    parseFloat(getComputedStyle(container).paddingLeft) -
    parseFloat(getComputedStyle(container).paddingRight);
  await expect(Math.abs(figure.getBoundingClientRect().width - inner)).toBeLessThan(1);
  const figurePadding = parseFloat(getComputedStyle(figure).paddingLeft) + parseFloat(getComputedStyle(figure).paddingRight);
  await expect(
    Math.abs(drawing.getBoundingClientRect().width - (figure.getBoundingClientRect().width - figurePadding)),
  ).toBeLessThan(1);
}

export const Compliance: Story = {
  play: async ({ canvasElement }) => {
    await fillsItsContainer(canvasElement);
    const table = within(canvasElement).getByRole('table', { name: 'Följsamhet per vecka' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Vecka', 'Övningar', 'Teorilektioner']);
    const cells = within(table).getAllByRole('cell');
    // Percentages are formatted with Intl for sv-SE (non-breaking space before %).
    await expect(cells[0]?.textContent?.replace(/\s/g, ' ')).toBe('90 %');
  },
};

export const StackedActivity: Story = {
  args: {
    title: 'Genomförda aktiviteter',
    description: 'Antal genomförda pass per vecka, uppdelat på styrka, promenad och andning.',
    arrangement: 'stacked',
    valueFormat: undefined,
    domain: undefined,
    series: [
      { key: 'strength', label: 'Styrketräning', color: 'primaryText' },
      { key: 'walking', label: 'Promenad', color: 'primary' },
      { key: 'breathing', label: 'Andningsövningar', color: 'secondary' },
    ],
    points: programWeeks().map((x, week) => ({
      x,
      values: { strength: strength[week] ?? null, walking: walking[week] ?? null, breathing: breathing[week] ?? null },
    })),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Genomförda aktiviteter' });
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('31 aug.');
  },
};

/** On a phone and on a tablet the chart is as wide as the screen gives it, not a fixed width. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: ({ canvasElement }) => fillsItsContainer(canvasElement),
};

export const OnATablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: ({ canvasElement }) => fillsItsContainer(canvasElement),
};

/** Names of kinds under their bars: on a phone every one keeps its label, wrapped within its bar's band. */
export const KindsOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Aktiviteter per typ',
    description: undefined,
    xLabel: 'Typ',
    xIsCategory: true,
    valueFormat: undefined,
    domain: undefined,
    series: [{ key: 'done', label: 'Utförda' }],
    points: ['Styrketräning', 'Promenad', 'Andningsövningar', 'Mindfulness', 'Teorilektion'].map((x, index) => ({
      x,
      values: { done: 10 + index * 3 },
    })),
  },
  play: async ({ canvasElement }) => {
    // The names' axis is drawn once the chart has measured its width.
    const axis = await waitFor(() => {
      const drawn = canvasElement.querySelector('.recharts-yAxis-tick-labels');
      if (!drawn?.textContent) throw new Error('the x axis is not drawn yet');
      return drawn;
    });
    for (const kind of ['Styrketräning', 'Promenad', 'Andningsövningar', 'Mindfulness', 'Teorilektion']) {
      await expect(axis.textContent).toContain(kind);
    }
    // The chart's accessible table is hidden without widening the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** `width` caps the chart, e.g. beside others in a row. */
export const Narrow: Story = {
  args: {
    title: 'Total följsamhet för teorilektioner i organisationen Rehabiliteringsmottagningen Södermalm',
    width: 360,
    height: 220,
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ingen aktivitet registrerad ännu')).toBeVisible();
  },
};

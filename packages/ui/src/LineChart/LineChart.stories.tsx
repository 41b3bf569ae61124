import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { programWeeks } from '../internal/storyData';
import { LineChart } from './LineChart';

const stress = [8, 8, 7, 7, 6, 7, 5, 5, 4, 4, 3, 3];
const wellbeing = [3, 4, 4, 5, 5, 5, 6, 7, 6, 7, 8, 8];
const capacity = [40, 45, 45, 50, 55, 55, 60, 62, 65, 70, 72, 75];

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    title: 'Stresskala',
    description: 'Patientens skattade stress per vecka, 0 (ingen) till 10 (maximal).',
    xLabel: 'Vecka som började',
    emptyText: 'Inga skattningar ännu',
    series: [{ key: 'stress', label: 'Stressnivå' }],
    points: programWeeks().map((x, week) => ({ x, values: { stress: stress[week] ?? null } })),
    domain: [0, 10],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Values over time (stress scale, well-being, perceived capacity). Colours come from the typed token constants; the drawing is hidden from assistive technology and a visually hidden table carries the same figures. Dates are formatted with Intl for `locale`; no animation.',
      },
    },
  },
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StressScale: Story = {
  args: { referenceValue: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Stresskala' });
    await expect(figure).toHaveAccessibleDescription(/0 \(ingen\) till 10/);
    const table = canvas.getByRole('table', { name: 'Stresskala' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('31 aug.');
    await expect(within(rows[1] as HTMLElement).getByRole('cell')).toHaveTextContent('8');
  },
};

export const SeveralSeries: Story = {
  args: {
    title: 'Välbefinnande och upplevd förmåga',
    description: 'Välbefinnandeindex (0–100) och uppskattad förmåga i procent av full kapacitet.',
    series: [
      { key: 'wellbeing', label: 'Välbefinnandeaktivitetsindex' },
      { key: 'capacity', label: 'Upplevd arbetsförmåga (%)', color: 'secondary' },
    ],
    domain: [0, 100],
    points: programWeeks().map((x, week) => ({
      x,
      values: { wellbeing: (wellbeing[week] ?? 0) * 10, capacity: capacity[week] ?? null },
    })),
  },
};

export const MissingWeeks: Story = {
  args: {
    description: 'Veckor utan skattning visas som luckor i tabellen och binds ihop i linjen.',
    points: programWeeks().map((x, week) => ({ x, values: { stress: week % 4 === 2 ? null : (stress[week] ?? null) } })),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Stresskala' });
    await expect(within(table).getAllByRole('cell')[2]).toHaveTextContent('–');
  },
};

export const English: Story = {
  args: {
    locale: 'en-GB',
    title: 'Stress scale',
    description: 'Weekly self-rated stress, 0 (none) to 10 (maximum).',
    xLabel: 'Week starting',
    series: [{ key: 'stress', label: 'Stress level' }],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Stress scale' });
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('31 Aug');
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Inga skattningar ännu')).toBeVisible();
  },
};

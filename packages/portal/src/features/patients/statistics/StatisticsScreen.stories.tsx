import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent } from 'storybook/test';
import { answer, clinic, frameHandlers } from '../../../stories/handlers';
import { patientHandlers, shownPatient } from '../../../stories/patientHandlers';
import { patientTabMeta, patientView } from '../../../stories/patientStories';
import { loadTimeout, type PortalScreen } from '../../../stories/PortalScreen';

const meta = {
  title: 'Screens/Patient/Statistics',
  ...patientTabMeta(
    'statistics',
    "A patient's statistics (`/patients/view/{userId}/statistics`) in the whole frame: compliance, activities per week and the health report's measures.",
  ),
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const report = async (canvasElement: HTMLElement) => {
  const canvas = await patientView(canvasElement, 'Statistik');
  await expect(await canvas.findByRole('heading', { name: 'Hälsorapport' }, loadTimeout)).toBeVisible();
  // Exercises' compliance, in its tile and in the chart's table.
  await expect(canvas.getAllByText('78 %')[0]).toBeVisible();
  return canvas;
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await report(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Stresskala' })).toBeInTheDocument();
    // Each scale names what it measures and which way is better.
    await expect(canvas.getByText(/^Självskattad stress den senaste veckan, 0 \(ingen\) till 10.*Lägre är bättre\.$/)).toBeInTheDocument();
    await expect(canvas.getByText(/^Självskattat välbefinnande .*Högre är bättre\.$/)).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await report(canvasElement);
    // Nothing, not even the charts' hidden tables, makes the phone scroll sideways.
    for (const element of [document.documentElement, ...canvasElement.querySelectorAll<HTMLElement>('main, [role="tabpanel"]')]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
    }
  },
};

/** The story's today is Wednesday 18 November 2026: four whole weeks back start on Thursday 22 October. */
const lastFourWeeks = { from: '2026-10-22', to: '2026-11-18' };

export const ChoosingAPeriod: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: {
      handlers: [
        http.get(`/patients/list/${shownPatient.details.id}/activity-statistic`, ({ request }) => {
          const query = new URL(request.url).searchParams;
          const asked = query.get('from') === lastFourWeeks.from && query.get('to') === lastFourWeeks.to;
          return answer('loaded', () => ({ ...shownPatient.statistic, compliance: { exercises: asked ? 0.91 : 0.78, theoryLessons: 0.6 } }));
        }),
        ...patientHandlers(shownPatient),
        ...frameHandlers(clinic.list),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await report(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Hela behandlingen/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'De senaste 4 veckorna' }));
    // The tiles and charts are those of the four weeks the server was asked for.
    await expect((await canvas.findAllByText('91 %', {}, loadTimeout))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ladda ner som CSV' })).toBeEnabled();
    // A custom period shows its two dates and refuses a start after the end.
    await userEvent.click(canvas.getByRole('button', { name: /^De senaste 4 veckorna/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Välj datum' }));
    await expect(canvas.getAllByRole('group', { name: /^(Från och med|Till och med)$/ })).toHaveLength(2);
  },
};

export const Loading: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [...patientHandlers(shownPatient, 'loading'), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = await patientView(canvasElement, 'Statistik');
    await expect(canvas.getByRole('region', { name: 'Statistik', busy: true })).toBeInTheDocument();
  },
};

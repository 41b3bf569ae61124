import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clinic, frameHandlers } from '../../../stories/handlers';
import { patientHandlers, patientPath, shownPatient } from '../../../stories/patientHandlers';
import { patientView } from '../../../stories/patientStories';
import { loadTimeout, screenMeta, type PortalScreen } from '../../../stories/PortalScreen';

const meta = {
  title: 'Screens/Patient/Statistics',
  ...screenMeta,
  args: { path: patientPath('statistics') },
  parameters: {
    screen: true,
    msw: { handlers: [...patientHandlers(shownPatient), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component:
          "A patient's statistics (`/patients/view/{userId}/statistics`) in the whole frame: compliance, activities per week and the health report's measures.",
      },
    },
  },
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

export const Loading: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [...patientHandlers(shownPatient, 'loading'), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = await patientView(canvasElement, 'Statistik');
    await expect(canvas.getByRole('region', { name: 'Statistik', busy: true })).toBeInTheDocument();
  },
};

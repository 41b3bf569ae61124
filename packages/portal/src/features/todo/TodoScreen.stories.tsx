import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clinicDays, todoHandler } from '../../stories/dayHandlers';
import { clinic, frameHandlers } from '../../stories/handlers';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const meta = {
  title: 'Screens/To-do',
  ...screenMeta,
  args: { path: '/to-do' },
  parameters: {
    screen: true,
    msw: { handlers: [todoHandler(clinicDays.tasks), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component: "The to-do (`/to-do`, `/to-do/users`) in the whole frame: today's tasks of every patient, or per patient.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const today = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'onsdag 18 november 2026' }, loadTimeout)).toBeVisible();
  // Twelve patients with two tasks each.
  await expect(await canvas.findByText('24 av 24 uppgifter', {}, loadTimeout)).toBeVisible();
  return canvas;
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await today(canvasElement);
    await expect(within(canvas.getByRole('grid', { name: 'Uppgifter' })).getAllByRole('row')).toHaveLength(24);
  },
};

export const PerPatientOnPhone: Story = {
  args: { path: '/to-do/users' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await today(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /^Visa programmet för / })).toHaveLength(12);
  },
};

export const LoadFailed: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [todoHandler([], 'error'), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Uppgifterna kunde inte hämtas' }, loadTimeout)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

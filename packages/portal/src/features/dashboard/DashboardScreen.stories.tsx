import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { calendarEntriesHandler, clinicDays, dashboardHandler, todoHandler } from '../../stories/dayHandlers';
import { clinic, frameHandlers } from '../../stories/handlers';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const meta = {
  title: 'Screens/Home',
  ...screenMeta,
  args: { path: '/' },
  parameters: {
    screen: true,
    msw: {
      handlers: [
        dashboardHandler(),
        todoHandler(clinicDays.tasks),
        calendarEntriesHandler(clinicDays.entries),
        ...frameHandlers(clinic.list),
      ],
    },
    docs: {
      description: {
        component:
          "The home page (`/`) in the whole frame: the greeting, the four counts and the week's calendar with the skipped tasks; one day at a time on a phone.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const greeted = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: 'Välkommen tillbaka, Anna Lindqvist' }, loadTimeout),
  ).toBeVisible();
  const counts = canvas.getByRole('region', { name: 'Att ta hand om' });
  await within(counts).findByText('9', {}, loadTimeout);
  return canvas;
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await greeted(canvasElement);
    // The team meeting of each weekday is in the week, beside the patients' skipped tasks.
    await expect((await canvas.findAllByText('Teammöte', {}, loadTimeout)).length).toBeGreaterThan(1);
    await canvas.findAllByText(/överhoppade? uppgift/, {}, loadTimeout);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = await greeted(canvasElement);
    await expect((await canvas.findAllByText('Teammöte', {}, loadTimeout)).length).toBeGreaterThan(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await greeted(canvasElement);
    // Today alone: its one team meeting.
    await expect(await canvas.findAllByText('Teammöte', {}, loadTimeout)).toHaveLength(1);
  },
};

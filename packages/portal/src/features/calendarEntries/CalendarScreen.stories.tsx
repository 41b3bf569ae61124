import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { calendarEntriesHandler, clinicDays } from '../../stories/dayHandlers';
import { storyDay } from '../../stories/fixtures';
import { clinic, frameHandlers } from '../../stories/handlers';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const meta = {
  title: 'Screens/Calendar',
  ...screenMeta,
  args: { path: '/calendar-entries' },
  parameters: {
    screen: true,
    msw: { handlers: [calendarEntriesHandler(clinicDays.entries), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component:
          "The physio's calendar (`/calendar-entries`, `/calendar-entries/week`) in the whole frame: this week's entries day by day, or as a week.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = await canvas.findByRole('region', { name: 'onsdag 18 november' }, loadTimeout);
    await expect(within(today).getByText('Teammöte')).toBeVisible();
    await expect(within(today).getByText('08:00–08:30')).toBeVisible();
  },
};

export const WeekOnDesktop: Story = {
  args: { path: '/calendar-entries/week' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A meeting each weekday morning.
    await expect(await canvas.findAllByText('Teammöte', {}, loadTimeout)).toHaveLength(5);
  },
};

export const ListOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'onsdag 18 november' }, loadTimeout);
    const visit = clinicDays.entries.find((entry) => entry.patient && entry.startsAt.startsWith(storyDay(0)));
    await expect(canvas.getByRole('link', { name: `${visit?.patient?.firstName} ${visit?.patient?.lastName}` })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [calendarEntriesHandler([], 'error'), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Kalendern kunde inte hämtas' }, loadTimeout)).toBeVisible();
  },
};

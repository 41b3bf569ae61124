import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { attentionHandlers, calendarEntriesHandler, clinicDays, dashboardHandler, todoHandler } from '../../stories/dayHandlers';
import { clinic, frameHandlers } from '../../stories/handlers';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const meta = {
  title: 'Screens/Notifications',
  ...screenMeta,
  args: { path: '/' },
  parameters: {
    screen: true,
    msw: {
      handlers: [
        dashboardHandler(),
        ...attentionHandlers({ items: [], total: 0 }),
        todoHandler(clinicDays.tasks),
        calendarEntriesHandler(clinicDays.entries),
        ...frameHandlers(clinic.list, { notifications: clinicDays.notifications }),
      ],
    },
    docs: {
      description: {
        component: "The bell's notifications opened over the home page: a new message, feedback, and a failure the physio mends.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const openBell = async (canvasElement: HTMLElement) => {
  const bell = await within(canvasElement).findByRole('button', { name: 'Notiser, 3 olästa' }, loadTimeout);
  await userEvent.click(bell);
  // The list opens in an overlay outside the story's frame.
  const dialog = await within(document.body).findByRole('dialog', { name: 'Notiser' }, loadTimeout);
  await waitFor(() => expect(within(dialog).getByText('Formulärsvar sparades inte')).toBeVisible());
  return dialog;
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement);
    await expect(within(dialog).getAllByText('Nytt meddelande')).toHaveLength(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement);
    // Nothing is cut at the panel's edge: every time and the "mark all read" button lie inside it.
    const panel = dialog.getBoundingClientRect();
    const inside = [...dialog.querySelectorAll('time'), within(dialog).getByRole('button', { name: 'Markera alla som lästa' })];
    for (const element of inside) await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(panel.right);
  },
};

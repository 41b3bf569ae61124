import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { calendarEntriesHandler, clinicDays } from '../../stories/dayHandlers';
import { storyDay } from '../../stories/fixtures';
import { clinic, frameHandlers, patientListHandler } from '../../stories/handlers';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const meta = {
  title: 'Screens/Calendar',
  ...screenMeta,
  args: { path: '/calendar-entries' },
  parameters: {
    screen: true,
    msw: {
      handlers: [calendarEntriesHandler(clinicDays.entries), patientListHandler(clinic.patients), ...frameHandlers(clinic.list)],
    },
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

/** "Ny tid": a visit with a patient picked by name, then the form tells what is missing and that the patient is mailed. */
export const BookAVisit: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'onsdag 18 november' }, loadTimeout);
    await userEvent.click(canvas.getByRole('button', { name: 'Ny tid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Boka en tid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Boka' }));
    await expect(await within(dialog).findByText('Fyll i fältet')).toBeVisible();
    const patient = clinic.patients.find((each) => each.status === 'active');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Patient/ }), patient?.firstName ?? '');
    await userEvent.click(await screen.findByRole('option', { name: `${patient?.firstName} ${patient?.lastName}` }, loadTimeout));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Rubrik/ }), 'Återbesök knä');
    await expect(
      within(dialog).getByText('Patienten får tiden i ett mejl med en kalenderfil och ser den i appen.'),
    ).toBeVisible();
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

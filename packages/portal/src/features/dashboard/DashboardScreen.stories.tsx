import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dayInSweden } from '@rehab/contract/dates';
import { attentionHandlers, calendarEntriesHandler, clinicDays, dashboardHandler, draftsHandler, todoHandler } from '../../stories/dayHandlers';
import { clinic, frameHandlers } from '../../stories/handlers';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const dayHandlers = [draftsHandler(clinic.patients), todoHandler(clinicDays.tasks), calendarEntriesHandler(clinicDays.entries), ...frameHandlers(clinic.list)];

const meta = {
  title: 'Screens/Home',
  ...screenMeta,
  args: { path: '/' },
  parameters: {
    screen: true,
    msw: { handlers: [dashboardHandler(), ...attentionHandlers(clinicDays.attention), ...dayHandlers] },
    docs: {
      description: {
        component:
          "The home page (`/`) in the whole frame: the greeting, who needs attention and why, the physio's unsigned journal notes, the four counts and the week's calendar with the skipped tasks; one day at a time on a phone.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const [first, second] = clinicDays.attention.items;
const nameOf = (item: typeof first) => (item ? `${item.patient.firstName} ${item.patient.lastName}` : '');

const greeted = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: 'Välkommen tillbaka, Anna Lindqvist' }, loadTimeout),
  ).toBeVisible();
  const counts = canvas.getByRole('region', { name: 'Att ta hand om' });
  await within(counts).findByText('9', {}, loadTimeout);
  return canvas;
};

/** The block of who needs attention, once its patients are there. */
const attentionBlock = async (canvasElement: HTMLElement) => {
  const block = await within(canvasElement).findByRole('region', { name: 'Behöver uppmärksamhet' }, loadTimeout);
  await within(block).findByRole('heading', { name: nameOf(first) }, loadTimeout);
  return within(block);
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await greeted(canvasElement);
    // The first block says who needs attention, why with the figures, since when and where to act.
    const block = await attentionBlock(canvasElement);
    await expect(block.getByText('6 patienter')).toBeVisible();
    await expect(block.getByText('Smärta 8 av 10 vid Knäböj')).toBeVisible();
    await expect(block.getByText('Tyckte att Utfallssteg var svår')).toBeVisible();
    await expect(block.getByText('Smärtan vid Höftlyft har ökat från 2 till 6')).toBeVisible();
    await expect(block.getByText('Inte tränat på 4 dagar')).toBeVisible();
    await expect(block.getByText('Har bara gjort 35 % av uppgifterna de senaste två veckorna')).toBeVisible();
    await expect(block.getByRole('link', { name: `Se återkoppling från ${nameOf(first)}` })).toHaveAttribute(
      'href',
      `/patients/view/${first?.patient.id}/feedback`,
    );
    await expect(block.getAllByText('Sedan 18 nov.').length).toBeGreaterThan(0);
    // Five at first; the sixth behind "Visa alla".
    await expect(block.getAllByRole('button', { name: /^Hanterad: / })).toHaveLength(5);
    // "Uppföljning" leads to today's to-do, today in Sweden (the stories' clock is on a Wednesday).
    await expect(canvas.getByRole('link', { name: /^Uppföljning/ })).toHaveAttribute('href', `/to-do/users?date=${dayInSweden()}`);
    // The team meeting of each weekday is in the week, beside the patients' skipped tasks.
    await expect((await canvas.findAllByText('Teammöte', {}, loadTimeout)).length).toBeGreaterThan(1);
    await canvas.findAllByText(/överhoppade? uppgift/, {}, loadTimeout);
    // The physio's unsigned notes, each a link to where it is finished and signed.
    const drafts = within(await canvas.findByRole('region', { name: 'Osignerade anteckningar' }, loadTimeout));
    await expect(await drafts.findByText('2 utkast', {}, loadTimeout)).toBeVisible();
    const [patient] = clinic.patients;
    await expect(drafts.getByRole('link', { name: `Öppna utkastet Besöksanteckning för ${patient?.firstName} ${patient?.lastName}` })).toHaveAttribute(
      'href',
      `/patients/view/${patient?.id}/medical-notes`,
    );
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = await greeted(canvasElement);
    await attentionBlock(canvasElement);
    await expect((await canvas.findAllByText('Teammöte', {}, loadTimeout)).length).toBeGreaterThan(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = await greeted(canvasElement);
    await attentionBlock(canvasElement);
    // Today alone: its one team meeting.
    await expect(await canvas.findAllByText('Teammöte', {}, loadTimeout)).toHaveLength(1);
  },
};

export const MarkedHandled: Story = {
  name: 'Marked Handled',
  globals: { viewport: { value: 'desktop' } },
  parameters: { docs: { description: { story: '"Hanterad" takes the patient off the list at once; the sixth comes into the first five.' } } },
  play: async ({ canvasElement }) => {
    const block = await attentionBlock(canvasElement);
    await userEvent.click(block.getByRole('button', { name: `Hanterad: ${nameOf(first)}` }));
    await waitFor(() => expect(block.queryByRole('heading', { name: nameOf(first) })).toBeNull());
    await block.findByText('5 patienter', {}, loadTimeout);
    await expect(block.getAllByRole('button', { name: /^Hanterad: / })).toHaveLength(5);
    await expect(block.queryByRole('button', { name: /^Visa alla/ })).toBeNull();
  },
};

export const HandledRefused: Story = {
  name: 'Handled Refused',
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: { handlers: [dashboardHandler(), ...attentionHandlers(clinicDays.attention, { handled: 'error' }), ...dayHandlers] },
    docs: { description: { story: 'The server refuses "Hanterad": the patient comes back to the list and a toast says so.' } },
  },
  play: async ({ canvasElement }) => {
    const block = await attentionBlock(canvasElement);
    await userEvent.click(block.getByRole('button', { name: `Hanterad: ${nameOf(second)}` }));
    const toast = await within(document.body).findByText(
      `${nameOf(second)} kunde inte markeras som hanterad. Försök igen.`,
      {},
      loadTimeout,
    );
    await expect(toast).toBeVisible();
    await expect(block.getByRole('heading', { name: nameOf(second) })).toBeVisible();
    await expect(block.getByText('6 patienter')).toBeVisible();
  },
};

export const NobodyNeedsAttention: Story = {
  name: 'Nobody Needs Attention',
  globals: { viewport: { value: 'phone' } },
  parameters: {
    msw: { handlers: [dashboardHandler(), ...attentionHandlers({ items: [], total: 0 }), ...dayHandlers] },
    docs: { description: { story: 'Nobody needs attention: the block says so, and the counts and the day follow.' } },
  },
  play: async ({ canvasElement }) => {
    await greeted(canvasElement);
    const block = within(await within(canvasElement).findByRole('region', { name: 'Behöver uppmärksamhet' }, loadTimeout));
    await expect(await block.findByRole('heading', { name: 'Ingen behöver uppmärksamhet just nu' }, loadTimeout)).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { clinic, frameHandlers } from '../../../stories/handlers';
import { patientHandlers, patientPath, shownPatient } from '../../../stories/patientHandlers';
import { loadTimeout, screenMeta, type PortalScreen } from '../../../stories/PortalScreen';

/** The shown patient as their organization's admin reaches them: to manage, not to read. */
const administrative = { ...shownPatient, details: { ...shownPatient.details, access: 'administrative' as const } };
/** The same patient after emergency access, open until 16:30 (Swedish time). */
const emergency = {
  ...shownPatient,
  details: { ...shownPatient.details, access: 'emergency' as const, emergencyAccessUntil: '2026-11-24T15:30:00.000Z' },
};
const name = `${shownPatient.details.firstName} ${shownPatient.details.lastName}`;

const meta = {
  title: 'Screens/Patient/Access',
  ...screenMeta,
  args: { path: patientPath('program') },
  parameters: {
    screen: true,
    msw: { handlers: [...patientHandlers(administrative), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component:
          'A patient as an organization admin opens them: details, status and responsible physio, no health tabs, and ' +
          '"Nödåtkomst" to open the record for a stated reason; then the record under its banner.',
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const closedRecord = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name }, loadTimeout)).toBeVisible();
  await expect(await canvas.findByRole('heading', { name: 'Journalen är stängd för dig' })).toBeVisible();
  await expect(canvas.queryByRole('tablist')).toBeNull();
  await expect(canvas.queryByRole('button', { name: 'Skicka meddelande' })).toBeNull();
  return canvas;
};

export const Administrative: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await closedRecord(canvasElement);
  },
};

export const AdministrativePhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await closedRecord(canvasElement);
  },
};

export const EmergencyDialog: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await closedRecord(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nödåtkomst' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Öppna journalen med nödåtkomst' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Skäl till nödåtkomst/ }), 'Akut');
    await userEvent.click(dialog.getByRole('button', { name: 'Öppna journalen' }));
    await expect(await dialog.findByText('Skriv minst 10 tecken')).toBeVisible();
  },
};

export const EmergencyActive: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: {
      handlers: [
        http.get(`/patients/list/${emergency.details.id}`, () => HttpResponse.json(emergency.details)),
        ...patientHandlers(emergency),
        ...frameHandlers(clinic.list),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nödåtkomst är aktiv till 16:30.', {}, loadTimeout)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Program', selected: true })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clinic, frameHandlers, patientListHandler } from '../../../stories/handlers';
import { patients, physio } from '../../../stories/fixtures';
import { screenMeta, type PortalScreen } from '../../../stories/PortalScreen';

const meta = {
  title: 'Screens/Patient list',
  ...screenMeta,
  args: { path: '/patients/list' },
  parameters: {
    screen: true,
    msw: { handlers: [patientListHandler(clinic.patients), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component:
          'The patient list (`/patients/list`) in the whole frame, at the three widths it is used at, in each of its states.',
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstRows = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('grid', { name: 'Patienter' }, { timeout: 20_000 });
  await within(table)
    .findAllByRole('row', {}, { timeout: 20_000 })
    .then((rows) => expect(rows.length).toBeGreaterThan(5));
  return table;
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await firstRows(canvasElement);
    await expect(await within(canvasElement).findByText('120 patienter')).toBeVisible();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const table = await firstRows(canvasElement);
    // A tablet leaves out the columns a physio needs least.
    await expect(within(table).queryByRole('columnheader', { name: 'Telefonnummer' })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const table = await firstRows(canvasElement);
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim());
    // A physio's phone, once the profile says who reads: who, where they stand and whether they need attention.
    await waitFor(() => expect(headers()).toEqual(['Namn', 'Status', 'Uppmärksamhet']), { timeout: 20_000 });
    // The menu is a sheet behind the top bar's button.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Öppna menyn' }));
  },
};

/** The physio's columns from the health record, sorted and filtered: those who need attention, the lowest adherence first. */
export const NeedsAttention: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const table = await firstRows(canvasElement);
    for (const name of ['Senast aktiv', 'Följsamhet 14 d', 'Uppmärksamhet']) {
      await expect(await within(table).findByRole('columnheader', { name: new RegExp(name) }, { timeout: 20_000 })).toBeVisible();
    }
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Uppmärksamhet/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Behöver uppmärksamhet' }));
    await expect(await within(canvasElement).findByText('24 patienter', {}, { timeout: 20_000 })).toBeVisible();
    await userEvent.click(within(table).getByRole('columnheader', { name: /Följsamhet/ }));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: /Följsamhet/ })).toHaveAttribute('aria-sort', 'ascending'));
  },
};

export const Searched: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await firstRows(canvasElement);
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Sök' }), 'sjöberg');
    await expect(await within(canvasElement).findByText('10 patienter', {}, { timeout: 20_000 })).toBeVisible();
  },
};

export const LongNames: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [patientListHandler(patients(30, { longNames: true })), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    await firstRows(canvasElement);
  },
};

export const Empty: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [patientListHandler([]), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('0 patienter', {}, { timeout: 20_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [patientListHandler([], 'loading'), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Patienter' }, { timeout: 20_000 });
  },
};

export const LoadFailed: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [patientListHandler([], 'error'), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Försök igen' }, { timeout: 20_000 })).toBeVisible();
  },
};

/** "Lägg till patient": the dialog, sent empty, says on each field what it needs (docs/rules/patients-in.md). */
export const AddPatient: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: {
      handlers: [
        http.get('/organizations/:id/patients/physios', () => HttpResponse.json([{ id: physio.id, firstName: physio.firstName, lastName: physio.lastName }])),
        patientListHandler(clinic.patients),
        ...frameHandlers(clinic.list),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await firstRows(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Lägg till patient' }, { timeout: 20_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lägg till patient' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till och skicka inbjudan' }));
    await expect(await dialog.findByText('Fyll i förnamn')).toBeVisible();
    await expect(dialog.getByText('Välj en organisation')).toBeVisible();
    // The submit button announced its pending state through react-aria's live region, labelled by the button: gone
    // with this story, it would be an unlabelled picture in the next file's page.
    await waitFor(() => expect(document.querySelector('[aria-live] [role="img"]')).toBeNull(), { timeout: 15_000 });
  },
};

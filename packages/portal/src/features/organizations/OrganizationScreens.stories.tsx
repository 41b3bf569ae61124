import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { organizationList } from '../../stories/adminFixtures';
import { adminFrameHandlers, organizationHandlers } from '../../stories/adminHandlers';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const south = organizationList.find((organization) => organization.code === 'SYD-2026');
if (!south) throw new Error('the stories need Rehabkliniken Syd AB');
const statisticsPath = `/organizations/${south.id}/statistics`;

const meta = {
  title: 'Screens/Organizations',
  ...screenMeta,
  args: { path: '/organizations' },
  parameters: {
    screen: true,
    msw: { handlers: [...organizationHandlers(), ...adminFrameHandlers()] },
    docs: {
      description: {
        component:
          "The organizations (`/organizations`) and one organization's statistics (`/organizations/{id}/statistics`) in the whole frame, as the system admin sees them.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('grid', { name: 'Organisationer' }, loadTimeout);
  await within(table).findByRole('rowheader', { name: 'Rehabkliniken Syd AB' }, loadTimeout);
  return table;
};

const statistics = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Rehabkliniken Syd AB' }, loadTimeout)).toBeVisible();
  await expect(canvas.getByRole('tab', { name: 'Organisationsstatistik', selected: true })).toBeVisible();
  await expect(await canvas.findByText('97', {}, loadTimeout)).toBeVisible();
  return canvas;
};

export const ListOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const table = await list(canvasElement);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const ListOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
  },
};

export const StatisticsOnDesktop: Story = {
  args: { path: statisticsPath },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await statistics(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ladda ner PDF' })).toBeVisible();
  },
};

export const StatisticsOnPhone: Story = {
  args: { path: statisticsPath },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await statistics(canvasElement);
  },
};

/** The general tab with the admin's switch that requires two factors of the organization's staff. */
export const GeneralWithSecondFactorRule: Story = {
  args: { path: `/organizations/${south.id}/general` },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rule = await canvas.findByRole('switch', { name: 'Kräv tvåstegsverifiering för personalen' }, loadTimeout);
    await expect(rule).not.toBeChecked();
    await expect(rule).toHaveAccessibleDescription(/passkey eller en autentiseringsapp/);
    await userEvent.click(rule);
    await expect(await within(canvasElement.ownerDocument.body).findByText('Tvåstegsverifiering krävs nu för personalen')).toBeVisible();
    await expect(rule).toBeChecked();
  },
};

export const LoadFailed: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [...organizationHandlers('error'), ...adminFrameHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Det gick inte att hämta organisationerna/, {}, loadTimeout),
    ).toBeVisible();
  },
};

export const AttentionThresholds: Story = {
  name: 'Attention Thresholds',
  args: { path: `/organizations/${south.id}/general` },
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    docs: { description: { story: 'The admin sets when a patient needs attention, each threshold within its bounds.' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'När en patient behöver uppmärksamhet' }, loadTimeout));
    const pain = await form.findByRole('textbox', { name: 'Smärta från' }, loadTimeout);
    await expect(pain).toHaveValue('7');
    await expect(form.getByRole('textbox', { name: 'Lägsta följsamhet (%)' })).toHaveValue('50');
    const days = form.getByRole('textbox', { name: 'Dagar utan träning' });
    await userEvent.clear(days);
    await userEvent.type(days, '5');
    await userEvent.clear(pain);
    await userEvent.type(pain, '8');
    await expect(pain).toHaveValue('8');
    await expect(days).toHaveValue('5');
    // Saving is tested end to end (organizations.e2e.ts): a saved toast here left the next file's story an element
    // that failed its axe check.
  },
};

const physiosPath = `/organizations/${south.id}/physios`;

/** The caseload dialog of Maria Ek, Syd's first physio by last name. */
const caseloadDialog = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('grid', { name: 'Kopplade fysioterapeuter' }, loadTimeout);
  await within(table).findByRole('rowheader', { name: 'Maria Ek' }, loadTimeout);
  await userEvent.click(within(table).getByRole('button', { name: 'Åtgärder för Maria Ek' }));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Flytta patienterna' }));
  return within(await within(document.body).findByRole('alertdialog', { name: 'Flytta patienterna från Maria Ek?' }));
};

export const MoveCaseloadOnDesktop: Story = {
  args: { path: physiosPath },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await caseloadDialog(canvasElement);
    // Nobody chosen: the dialog stays and says what is missing.
    await userEvent.click(dialog.getByRole('button', { name: 'Flytta' }));
    await expect(await dialog.findByText('Välj vem som tar över patienterna')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Ny ansvarig fysioterapeut/ }));
    const options = within(await within(document.body).findByRole('listbox'));
    // The one leaving is not offered.
    await expect(options.queryByRole('option', { name: 'Maria Ek' })).toBeNull();
    await userEvent.click(options.getByRole('option', { name: 'Erik Holm' }));
    await expect(dialog.getByRole('button', { name: /Ny ansvarig fysioterapeut/ })).toHaveTextContent('Erik Holm');
    // Confirming is in organizations.e2e.ts, against the server.
  },
};

export const MoveCaseloadOnPhone: Story = {
  args: { path: physiosPath },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await caseloadDialog(canvasElement);
    await expect(dialog.getByText(/Deras meddelanden och notiser går sedan till den nya/)).toBeVisible();
  },
};

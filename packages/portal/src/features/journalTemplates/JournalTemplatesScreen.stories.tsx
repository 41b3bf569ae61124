import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { frameHandlers } from '../../stories/handlers';
import { noteTemplateHandlers } from '../../stories/journalTemplateHandlers';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const meta = {
  title: 'Screens/Journal templates',
  ...screenMeta,
  args: { path: '/journal-templates' },
  parameters: {
    screen: true,
    msw: { handlers: [...noteTemplateHandlers(), ...frameHandlers()] },
    docs: {
      description: {
        component:
          "The organization's journal templates (`/journal-templates`) in the whole frame, as a physio of Rehabkliniken Syd AB sees them: those in use with their headings, the repeatable ones marked, and the retired ones apart; each added, edited and retired here.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const templates = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const inUse = within(await canvas.findByRole('region', { name: 'I bruk' }, loadTimeout));
  await inUse.findByRole('heading', { name: 'Nybesök' }, loadTimeout);
  return { canvas, inUse };
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const { canvas, inUse } = await templates(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Journalmallar', level: 2 })).toBeVisible();
    await expect(inUse.getByText('4 mallar')).toBeVisible();
    await expect(inUse.getByText('Anamnes · Status · Bedömning · Åtgärd och plan')).toBeVisible();
    await expect(inUse.getAllByText('Återkommande')).toHaveLength(2);
    const retired = within(canvas.getByRole('region', { name: 'Ur bruk' }));
    await expect(retired.getByRole('button', { name: 'Ta i bruk igen: Telefonkontakt (gammal)' })).toBeVisible();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await templates(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await templates(canvasElement);
  },
};

export const AddTemplate: Story = {
  name: 'Add Template',
  globals: { viewport: { value: 'desktop' } },
  parameters: { docs: { description: { story: 'A new repeatable template: a name is asked for first, then its two headings become a template in use.' } } },
  play: async ({ canvasElement }) => {
    const { canvas, inUse } = await templates(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ny mall' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ny journalmall' }, loadTimeout));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Rubrik 1' }), 'Besöket');
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till' }));
    await expect(await dialog.findByText('Skriv mallens namn')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Namn' }), 'Besöksanteckning');
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till rubrik' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Rubrik 2' }), 'Plan');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Ledtext till rubrik 2' }), 'Nästa steg och när vi ses igen.');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Återkommande mall' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till' }));
    await inUse.findByRole('heading', { name: 'Besöksanteckning' }, loadTimeout);
    await expect(inUse.getByText('Besöket · Plan')).toBeVisible();
    await expect(inUse.getByText('5 mallar')).toBeVisible();
    await expect(inUse.getAllByText('Återkommande')).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The save button's pending state was read out by its label, which left with the dialog; react-aria's
    // announcer lets go of it after a few seconds, and until then it is an image without a name to axe.
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(), { timeout: 15_000 });
  },
};

export const RetireTemplate: Story = {
  name: 'Retire Template',
  globals: { viewport: { value: 'phone' } },
  parameters: { docs: { description: { story: '"Ta ur bruk" moves the template to the retired ones: kept for its notes, no longer offered.' } } },
  play: async ({ canvasElement }) => {
    const { canvas, inUse } = await templates(canvasElement);
    await userEvent.click(inUse.getByRole('button', { name: 'Ta ur bruk: Epikris' }));
    const retired = within(canvas.getByRole('region', { name: 'Ur bruk' }));
    await retired.findByRole('heading', { name: 'Epikris' }, loadTimeout);
    await waitFor(() => expect(inUse.queryByRole('heading', { name: 'Epikris' })).toBeNull());
  },
};

export const EditTemplateOnPhone: Story = {
  name: 'Edit Template On Phone',
  globals: { viewport: { value: 'phone' } },
  parameters: { docs: { description: { story: "A template's form: its name and each heading with its hint, in the language chosen; English is empty until written." } } },
  play: async ({ canvasElement }) => {
    const { inUse } = await templates(canvasElement);
    await userEvent.click(inUse.getByRole('button', { name: 'Ändra Nybesök' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ändra journalmall' }, loadTimeout));
    await expect(dialog.getByRole('textbox', { name: 'Namn' })).toHaveValue('Nybesök');
    await expect(dialog.getByRole('textbox', { name: 'Rubrik 4' })).toHaveValue('Åtgärd och plan');
    await expect(dialog.getByRole('checkbox', { name: 'Återkommande mall' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'English' }));
    await expect(dialog.getByRole('textbox', { name: 'Namn' })).toHaveValue('');
    await userEvent.click(dialog.getByRole('radio', { name: 'Svenska' }));
    await expect(dialog.getByRole('textbox', { name: 'Namn' })).toHaveValue('Nybesök');
  },
};

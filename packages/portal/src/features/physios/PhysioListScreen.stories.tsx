import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { physioList } from '../../stories/adminFixtures';
import { adminFrameHandlers, physioHandlers } from '../../stories/adminHandlers';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const meta = {
  title: 'Screens/Physios',
  ...screenMeta,
  args: { path: '/physios' },
  parameters: {
    screen: true,
    msw: { handlers: [...physioHandlers(), ...adminFrameHandlers()] },
    docs: {
      description: { component: 'The physios (`/physios`) in the whole frame, as the system admin sees them.' },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('grid', { name: 'Fysioterapeuter' }, loadTimeout);
  await within(table).findByText('Anna Lindqvist', {}, loadTimeout);
  await expect(canvas.getByText('5 fysioterapeuter')).toBeVisible();
  return table;
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const table = await list(canvasElement);
    await expect(within(table).getByText('Rehabkliniken Syd AB, Friskvård Norr AB')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
  },
};

export const LoadFailed: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [...physioHandlers('error'), ...adminFrameHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Det gick inte att hämta fysioterapeuterna/, {}, loadTimeout),
    ).toBeVisible();
  },
};

/** A physio's page (`/physios/{id}/edit`): "Ta bort" heads the form's card with the card's room above it, never against the top bar. */
const editPage = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const remove = await canvas.findByRole('button', { name: 'Ta bort' }, loadTimeout);
  await expect(canvas.getByRole('textbox', { name: 'E-postadress' })).toHaveValue(physioList.items[0]?.email);
  const card = canvas.getByRole('region', { name: /^Redigera / });
  await expect(card).toContainElement(remove);
  const room = remove.getBoundingClientRect().top - card.getBoundingClientRect().top;
  await expect(room).toBeGreaterThanOrEqual(Number.parseFloat(getComputedStyle(card).paddingTop));
};

export const EditOnDesktop: Story = {
  args: { path: `/physios/${physioList.items[0]?.id}/edit` },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => editPage(canvasElement),
};

export const EditOnPhone: Story = {
  args: { path: `/physios/${physioList.items[0]?.id}/edit` },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => editPage(canvasElement),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

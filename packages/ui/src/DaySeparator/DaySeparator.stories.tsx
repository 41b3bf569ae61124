import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DaySeparator } from './DaySeparator';

const meta = {
  title: 'Chat/DaySeparator',
  component: DaySeparator,
  args: { children: 'Idag' },
  parameters: {
    docs: { description: { component: 'Starts a day in a chat thread. The portal passes "Idag", "Igår" or a formatted date. Exposed as a level-3 heading.' } },
  },
} satisfies Meta<typeof DaySeparator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Idag' })).toBeInTheDocument();
  },
};
export const Yesterday: Story = { args: { children: 'Igår' } };
export const OlderDate: Story = { args: { children: 'tisdag 17 november 2026' } };

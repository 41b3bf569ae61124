import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnreadDivider } from './UnreadDivider';

const meta = {
  title: 'Chat/UnreadDivider',
  component: UnreadDivider,
  args: { children: '3 olästa meddelanden' },
  parameters: {
    docs: { description: { component: 'A line above the first unread message of a thread; its text (from props) is also its accessible name.' } },
  },
} satisfies Meta<typeof UnreadDivider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator', { name: '3 olästa meddelanden' })).toBeInTheDocument();
  },
};
export const One: Story = { args: { children: '1 oläst meddelande' } };

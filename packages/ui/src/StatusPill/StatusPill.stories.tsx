import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusPill } from './StatusPill';

const meta = {
  title: 'Data/StatusPill',
  component: StatusPill,
  args: { status: 'active', children: 'Aktiv' },
  parameters: {
    docs: {
      description: {
        component:
          'A patient\'s status in lists and headers. Active and inactive differ by colour, by a filled or hollow dot and by the word itself (from props).',
      },
    },
  },
} satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aktiv')).toBeVisible();
  },
};

export const Inactive: Story = { args: { status: 'inactive', children: 'Inaktiv' } };

export const Invited: Story = { args: { status: 'invited', children: 'Inbjuden' } };

export const LongLabel: Story = { args: { status: 'inactive', children: 'Behandlingen avslutad' } };

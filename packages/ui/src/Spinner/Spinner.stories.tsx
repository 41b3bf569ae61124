import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { 'aria-label': 'Laddar patienter' },
  parameters: {
    docs: {
      description: {
        component:
          'Shows that something is loading when its size is unknown (for lists and pages prefer Skeleton). Always give `aria-label`: it is announced as a progress bar. Under reduced motion it stands still.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Laddar patienter' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" alignItems="center" gap="lg">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </Box>
  ),
};

export const OnPrimary: Story = {
  render: (args) => (
    <Box display="inline-flex" padding="md" background="primary" color="onPrimary" borderRadius="md">
      <Spinner {...args} tone="current" aria-label="Loggar in" />
    </Box>
  ),
};

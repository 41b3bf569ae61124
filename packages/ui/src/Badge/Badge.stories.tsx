import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { BellIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Badge } from './Badge';

const meta = {
  title: 'Data/Badge',
  component: Badge,
  args: { count: 3 },
  parameters: {
    docs: {
      description: {
        component:
          'A count (unread messages, new notifications) or a short label (status). Counts above 99 show "99+". Tones: primary, secondary, neutral, error; all pass WCAG AA with dark text. When a count sits on an icon button, put the full text in the button\'s `aria-label` ("Aviseringar, 3 olästa").',
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3')).toBeVisible();
  },
};

export const CountOverflow: Story = {
  args: { count: 142 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="md">
      <Box display="flex" gap="md" alignItems="center">
        <Badge tone="primary" count={7} />
        <Badge tone="secondary" count={12} />
        <Badge tone="neutral" count={99} />
        <Badge tone="error" count={100} />
      </Box>
      <Box display="flex" gap="md" alignItems="center">
        <Badge tone="primary">Aktiv</Badge>
        <Badge tone="secondary">Uppföljning</Badge>
        <Badge tone="neutral">Inaktiv</Badge>
        <Badge tone="error">Behandlingen avslutad</Badge>
      </Box>
    </Box>
  ),
};

export const LongLabel: Story = {
  render: () => (
    <div style={{ width: 160 }}>
      <Badge tone="neutral">Välbefinnandeaktivitetsindex</Badge>
    </div>
  ),
};

export const OnIconButton: Story = {
  render: () => (
    <IconButton aria-label="Aviseringar, 5 olästa">
      <BellIcon />
      <span style={{ position: 'absolute', top: 0, right: 0 }} aria-hidden="true">
        <Badge tone="error" count={5} />
      </span>
    </IconButton>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Aviseringar, 5 olästa' })).toBeVisible();
  },
};

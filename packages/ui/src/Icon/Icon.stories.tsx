import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import * as Icons from './Icon';

const entries = Object.entries(Icons).filter(([name]) => name.endsWith('Icon')) as [string, Icons.IconComponent][];

function Gallery({ size }: { size: 'sm' | 'md' | 'lg' }) {
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(6, 1fr)' }}>
      {entries.map(([name, Glyph]) => (
        <Box key={name} display="flex" flexDirection="column" alignItems="center" gap="xs" padding="sm" background="white" borderRadius="md" fontSize="small">
          <Glyph size={size} />
          <span>{name.replace(/Icon$/, '')}</span>
        </Box>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: Gallery,
  args: { size: 'md' },
  parameters: {
    docs: {
      description: {
        component:
          'Inline SVG icons (Lucide) under product names. Hidden from assistive technology by default: the control around an icon carries the name. Pass `label` only when an icon stands alone and means something, such as a task status.',
      },
    },
  },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(entries.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svgs[0]?.getBoundingClientRect().width).toBe(20);
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const LabelledStatus: Story = {
  render: () => (
    <Box display="flex" gap="lg" color="darkGrey">
      <Icons.DoneIcon label="Utförd av patienten" />
      <Icons.SkippedIcon label="Överhoppad av patienten" />
      <Icons.PlannedIcon label="Planerad" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Utförd av patienten' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Planerad' })).not.toHaveAttribute('aria-hidden');
  },
};

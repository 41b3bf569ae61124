import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeartPulse } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { createIcon } from './createIcon';

/** An icon made as every product icon is: a Lucide glyph under a product name. */
const HeartRateIcon = createIcon(HeartPulse, 'HeartRateIcon');

const sizes = [
  { size: 'sm', pixels: 16 },
  { size: 'md', pixels: 20 },
  { size: 'lg', pixels: 24 },
] as const;

const meta = {
  title: 'Foundations/createIcon',
  component: HeartRateIcon,
  parameters: {
    docs: {
      description: {
        component:
          "`createIcon(Glyph, name)` turns a Lucide glyph into a product icon: `size` sm 16 px, md 20 px (default) or lg 24 px, stroke 2, never focusable, hidden from assistive technology unless it is given a `label`, when it is an image with that name. Each icon is a module of its own (`Icon/icons/`), so a screen's chunk carries only the icons it draws.",
      },
    },
  },
} satisfies Meta<typeof HeartRateIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The same icon at its three sizes, hidden from assistive technology as icons beside a text are. */
export const Sizes: Story = {
  render: () => (
    <Box display="flex" alignItems="flex-end" gap="xl" color="darkGrey">
      {sizes.map(({ size }) => (
        <Box key={size} display="flex" flexDirection="column" alignItems="center" gap="xs" fontSize="small">
          <HeartRateIcon size={size} />
          <span>{size}</span>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs).toHaveLength(sizes.length);
    for (const [index, { pixels }] of sizes.entries()) {
      const svg = svgs[index] as SVGElement;
      await expect(svg.getBoundingClientRect().width).toBe(pixels);
      await expect(svg.getBoundingClientRect().height).toBe(pixels);
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
      await expect(svg).not.toHaveAttribute('role');
    }
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(HeartRateIcon).toHaveProperty('displayName', 'HeartRateIcon');
  },
};

/** Standing alone with a meaning of its own, the icon is an image named by its label. */
export const WithALabel: Story = {
  args: { label: 'Puls registrerad', size: 'lg' },
  render: (args) => (
    <Box display="flex" color="primaryText">
      <HeartRateIcon {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Puls registrerad' });
    await expect(icon).not.toHaveAttribute('aria-hidden');
    await expect(icon).toHaveAttribute('focusable', 'false');
    await expect(icon.getBoundingClientRect().width).toBe(24);
  },
};

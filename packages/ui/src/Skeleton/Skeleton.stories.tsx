import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  parameters: {
    docs: {
      description: {
        component:
          'Placeholders in the shape of the content while a protected screen loads (docs/rules/screens.md: skeletons, not spinners, on screens). Text lines, circles for avatars, rectangles for cards and charts. Hidden from screen readers: set `aria-busy` and a label on the region. The shimmer stops under reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <Skeleton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(root).not.toBeNull();
    await expect(getComputedStyle(root?.firstElementChild as Element).animationName).toBe('none');
  },
};

export const Circle: Story = { args: { variant: 'circle', size: 'large' } };

export const Rectangle: Story = { args: { variant: 'rectangle', width: 320, height: 160 } };

export const PatientRowPlaceholder: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Laddar patientlistan">
      <Box display="flex" flexDirection="column" gap="md" padding="lg" background="white" borderRadius="lg">
        {[0, 1, 2].map((row) => (
          <Box key={row} display="flex" alignItems="center" gap="md">
            <Skeleton variant="circle" size="medium" />
            <Skeleton variant="text" lines={2} width={240} />
            <Skeleton variant="rectangle" width={96} height={24} />
          </Box>
        ))}
      </Box>
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Laddar patientlistan')).toHaveAttribute('aria-busy', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Foundations/Box',
  component: Box,
  parameters: {
    docs: { description: { component: 'The layout primitive: padding, gaps, flex and colours come from token atoms (sprinkles).' } },
  },
} satisfies Meta<typeof Box>;
export default meta;

export const Stack: StoryObj<typeof meta> = {
  args: {
    display: 'flex',
    flexDirection: 'column',
    gap: 'md',
    padding: 'xl',
    background: 'white',
    borderRadius: 'lg',
    boxShadow: 'sm',
    children: (
      <>
        <Box background="additional" padding="md" borderRadius="md">Styrka</Box>
        <Box background="additional" padding="md" borderRadius="md">Promenad</Box>
        <Box background="additional" padding="md" borderRadius="md">Andning</Box>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByText('Promenad');
    await expect(getComputedStyle(item).paddingTop).toBe('12px');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { DifficultyBadge } from './DifficultyBadge';

const meta = {
  title: 'Data/DifficultyBadge',
  component: DifficultyBadge,
  args: { difficulty: 'moderate', children: 'Lagom' },
  parameters: {
    docs: {
      description: {
        component:
          'How hard a patient found an exercise: the word, a colour of its own per level (blue, grey, red) and one to three bars, so the level reads without colour too. The bars are hidden from screen readers; the word says it.',
      },
    },
  },
} satisfies Meta<typeof DifficultyBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllLevels: Story = {
  render: () => (
    <Box display="flex" gap="md">
      <DifficultyBadge difficulty="easy">Lätt</DifficultyBadge>
      <DifficultyBadge difficulty="moderate">Lagom</DifficultyBadge>
      <DifficultyBadge difficulty="hard">Svår</DifficultyBadge>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badges = ['Lätt', 'Lagom', 'Svår'].map((word) => canvas.getByText(word));
    // Each level has its own colours.
    const colours = badges.map((badge) => `${getComputedStyle(badge).backgroundColor} ${getComputedStyle(badge).color}`);
    await expect(new Set(colours).size).toBe(3);
    // And its own number of filled bars.
    const filled = badges.map((badge) => [...badge.querySelectorAll('[aria-hidden] > span')].filter((bar) => getComputedStyle(bar).opacity === '1').length);
    await expect(filled).toEqual([1, 2, 3]);
  },
};

export const Moderate: Story = {};

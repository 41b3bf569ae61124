import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Box } from '../Box';
import { ExerciseThumbnail, type ExerciseKind } from './ExerciseThumbnail';

const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#D9EDFA"/><path d="M16 48 L32 16 L48 48 Z" fill="#6BB7CD"/></svg>',
  );

const meta = {
  title: 'Data/ExerciseThumbnail',
  component: ExerciseThumbnail,
  args: { url: picture },
  parameters: {
    docs: {
      description: {
        component:
          "An exercise's picture beside its name (feedback lists, shared feedback in the chat). Without a picture, or when it does not load, a tile with the icon of the exercise's kind takes its place, so the list keeps its shape. Always decorative: the exercise's name is next to it.",
      },
    },
  },
} satisfies Meta<typeof ExerciseThumbnail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await waitFor(() => expect(image?.complete && image.naturalWidth > 0).toBe(true));
  },
};

export const WithoutPicture: Story = {
  args: { url: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-placeholder]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A picture that cannot be loaded gives way to the tile, not a broken-image icon. */
export const PictureMissing: Story = {
  args: { url: '/no/such/exercise.svg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-placeholder]')).not.toBeNull());
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

const kinds: ExerciseKind[] = ['strength', 'walking', 'breathing', 'mindfulness', 'theory-lesson'];

/** Without pictures, each kind of exercise keeps its own icon, so a list of them still reads at a glance. */
export const EachKind: Story = {
  args: { url: null },
  render: () => (
    <Box display="flex" gap="md">
      {kinds.map((kind) => (
        <ExerciseThumbnail key={kind} kind={kind} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const tiles = [...canvasElement.querySelectorAll('[data-placeholder]')];
    await expect(tiles.map((tile) => tile.getAttribute('data-placeholder'))).toEqual(kinds);
    // Five different glyphs, not one icon five times.
    await expect(new Set(tiles.map((tile) => tile.innerHTML)).size).toBe(kinds.length);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeedbackSharedCard } from './FeedbackSharedCard';

const image =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#D9EDFA"/><path d="M16 48 L32 16 L48 48 Z" fill="#6BB7CD"/></svg>');

const meta = {
  title: 'Chat/FeedbackSharedCard',
  component: FeedbackSharedCard,
  args: {
    heading: 'Återkoppling delad',
    exerciseName: 'Knäböj mot stol, nivå 2',
    exerciseImageUrl: image,
    difficulty: 'hard',
    difficultyLabels: { easy: 'Lätt', moderate: 'Lagom', hard: 'Svår' },
    difficultyCaption: 'Upplevd svårighet',
    note: 'Det gjorde ont i höger knä på de sista repetitionerna.',
  },
  parameters: {
    docs: {
      description: {
        component: 'A patient\'s feedback on an exercise, shown in the chat: image, exercise name, the difficulty they felt (easy, moderate, hard, with words from props) and their note.',
      },
    },
  },
} satisfies Meta<typeof FeedbackSharedCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hard: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Återkoppling delad' });
    await expect(card).toHaveTextContent('Upplevd svårighet: Svår');
  },
};
export const Moderate: Story = { args: { difficulty: 'moderate', note: undefined } };
export const Easy: Story = {
  args: {
    difficulty: 'easy',
    exerciseName: 'Andningsövning med förlängd utandning och avslappningsinstruktioner',
    exerciseImageUrl: undefined,
    note: 'Kändes skönt, gör gärna fler sådana här övningar under veckan!',
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    title: 'Det gick inte att hämta patienterna',
    description: 'Failed to fetch',
    retryLabel: 'Försök igen',
    onRetry: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Shown in place of content that failed to load. The title says what failed, `description` carries the error\'s message (docs/rules/errors.md: network errors show their message only), and `onRetry` with `retryLabel` offers a retry (`isRetrying` shows loading). It is announced when it appears.',
      },
    },
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Det gick inte att hämta patienterna');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = { args: { isRetrying: true, retryingLabel: 'Hämtar' } };

export const WithoutRetry: Story = { args: { onRetry: undefined, title: 'Chatten kunde inte laddas', description: 'Something went wrong' } };

export const LongMessage: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
  args: {
    title: 'Det gick inte att hämta rehabiliteringsprogrammet',
    description: 'TIMEOUT_ERROR: servern svarade inte inom tidsgränsen för begäran till /patients/list/42/program?day=3&type=exercise-strength',
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HoldTimer } from './HoldTimer';

const meta = {
  title: 'Exercise/HoldTimer',
  component: HoldTimer,
  args: {
    seconds: 30,
    onFinish: fn(),
    labels: {
      heading: 'Håll',
      start: 'Starta',
      pause: 'Pausa',
      resume: 'Fortsätt',
      reset: 'Börja om',
      started: 'Tiden går',
      paused: 'Pausad',
      finished: 'Tiden är ute',
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A countdown for a hold or a rest in the patient app’s player: large figures in a ring that empties, big react-aria buttons to start, pause and start over. Starting, pausing and the end are said in a polite live region; at the end a short tone (Web Audio) and a buzz (`navigator.vibrate`) where the device has them, unless `withSignal={false}`. The ring does not move for people who prefer reduced motion; the figures still count.',
      },
    },
  },
} satisfies Meta<typeof HoldTimer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Håll 0:30' })).toBeInTheDocument();
    const start = canvas.getByRole('button', { name: 'Starta' });
    await expect(start.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.queryByRole('button', { name: 'Börja om' })).not.toBeInTheDocument();
  },
};

/** A rest of two seconds, run to its end: the end is said and the screen is told once. */
export const RunsToTheEnd: Story = {
  args: { seconds: 2, labels: { ...meta.args.labels, heading: 'Vila' } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Starta' }));
    await expect(canvas.getByRole('button', { name: 'Pausa' })).toBeInTheDocument();
    await expect(canvas.getByText('Tiden går')).toHaveAttribute('aria-live', 'polite');
    await expect(await canvas.findByText('Tiden är ute')).toBeInTheDocument();
    await expect(canvas.getByRole('timer', { name: 'Vila 0:00' })).toBeInTheDocument();
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Börja om' })).toBeInTheDocument();
  },
};

export const StartedOverOnATablet: Story = {
  args: { seconds: 45 },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Starta' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pausa' }));
    await expect(canvas.getByText('Pausad')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Fortsätt' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Börja om' }));
    // Back at the full time, ready to start again: the picture is of that.
    await expect(canvas.getByRole('timer', { name: 'Håll 0:45' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Starta' })).toBeInTheDocument();
  },
};

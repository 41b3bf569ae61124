import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SetCounter, type SetCounterProps } from './SetCounter';

/** Swedish, as the patient app says it. */
const labelsFor = (done: number, total: number) => ({
  heading: 'Set',
  value: `${done} av ${total}`,
  next: done >= total ? 'Alla set klara' : `Klar med set ${done + 1}`,
  back: 'Ångra ett set',
});

function Counting({ total, done: first }: Pick<SetCounterProps, 'total' | 'done'>) {
  const [done, setDone] = useState(first);
  return <SetCounter total={total} done={done} onChange={setDone} labels={labelsFor(done, total)} />;
}

const meta = {
  title: 'Exercise/SetCounter',
  component: Counting,
  args: { total: 3, done: 0 },
  parameters: {
    docs: {
      description: {
        component:
          'Counts the sets of an exercise in the patient app’s player with two big buttons (72 px high): one set more, or one back. The count shows large and as dots, and is announced in a polite live region. Every text comes in `labels`.',
      },
    },
  },
} satisfies Meta<typeof Counting>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountingOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('button', { name: 'Ångra ett set' });
    await expect(back).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Klar med set 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Klar med set 2' }));
    await expect(canvas.getByText('2 av 3')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(back);
    await expect(canvas.getByText('1 av 3')).toBeInTheDocument();
    // Big enough to hit between sets, with a tired hand.
    const next = canvas.getByRole('button', { name: 'Klar med set 2' });
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(back.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

export const AllDoneOnATablet: Story = {
  args: { total: 4, done: 4 },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Alla set klara' })).toBeDisabled();
    // The keyboard takes a set back.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ångra ett set' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('3 av 4')).toBeInTheDocument();
  },
};

export const OneSet: Story = { args: { total: 1, done: 0 }, globals: { viewport: { value: 'phone' } } };

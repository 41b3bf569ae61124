import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Spara ändringar', onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Contained for the one main action of a screen, outlined for the alternative beside it, text for quiet actions. Contained and outlined are 236×56 px and never upper-cased.',
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contained: Story = {
  args: { variant: 'contained' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Spara ändringar' });
    await expect(button.getBoundingClientRect().width).toBe(236);
    await expect(button.getBoundingClientRect().height).toBe(56);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Outlined: Story = { args: { variant: 'outlined', children: 'Avbryt' } };

export const Text: Story = { args: { variant: 'text', children: 'Visa fler' } };

export const Disabled: Story = {
  args: { variant: 'contained', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'contained' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

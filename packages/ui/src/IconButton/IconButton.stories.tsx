import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { BellIcon, CloseIcon, MoreIcon, PlusIcon, SendIcon } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Stäng', children: <CloseIcon />, onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A button with only an icon. `aria-label` is required and is the name a screen reader announces. Plain for toolbars and close buttons, contained for a prominent action such as sending a chat message. Sizes sm 32, md 40, lg 48 px.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Stäng' });
    await expect(button.getBoundingClientRect().width).toBe(40);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Contained: Story = { args: { variant: 'contained', 'aria-label': 'Skicka meddelande', children: <SendIcon /> } };

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" alignItems="center" gap="lg">
      <IconButton {...args} size="sm" aria-label="Fler åtgärder"><MoreIcon size="sm" /></IconButton>
      <IconButton {...args} size="md" aria-label="Aviseringar"><BellIcon /></IconButton>
      <IconButton {...args} size="lg" variant="contained" aria-label="Lägg till fysioterapeut"><PlusIcon size="lg" /></IconButton>
    </Box>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <Box display="flex" gap="lg">
      <IconButton {...args} isDisabled />
      <IconButton {...args} isDisabled variant="contained" aria-label="Skicka meddelande"><SendIcon /></IconButton>
    </Box>
  ),
  play: async ({ canvasElement, args }) => {
    const [button] = within(canvasElement).getAllByRole('button');
    if (button) await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

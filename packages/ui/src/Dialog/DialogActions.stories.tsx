import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { DialogActions } from './DialogActions';

const close = fn();
const onConfirm = fn();
const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());

const meta = {
  title: 'Overlays/DialogActions',
  component: DialogActions,
  parameters: {
    docs: {
      description: {
        component:
          "A dialog's footer, as its `footer` function draws it: cancel (outlined) beside the one action the dialog is for. With `form` the action submits that form; without, it calls `onConfirm`. While `isPending` the action shows a spinner named by `pendingLabel`.",
      },
    },
  },
  args: { close, cancelLabel: 'Avbryt', confirmLabel: 'Skjut upp', pendingLabel: 'Sparar', isPending: false, onConfirm },
  decorators: [
    (Story) => (
      <Box display="flex" gap="md" justifyContent="flex-end" padding="lg">
        <Story />
      </Box>
    ),
  ],
  beforeEach: () => {
    close.mockClear();
    onConfirm.mockClear();
    onSubmit.mockClear();
  },
} satisfies Meta<typeof DialogActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Action: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Skjut upp' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Avbryt' }));
    await expect(close).toHaveBeenCalledOnce();
  },
};

/** The action submits the form it names, by keyboard too. */
export const SubmitsAForm: Story = {
  args: { form: 'follow-up', confirmLabel: 'Spara' },
  decorators: [
    (Story) => (
      <>
        <form id="follow-up" onSubmit={onSubmit} />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Spara' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSubmit).toHaveBeenCalledOnce();
    await expect(onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, tone: 'destructive', confirmLabel: 'Öppna journalen' },
  play: async ({ canvasElement }) => {
    const [, action] = within(canvasElement).getAllByRole('button');
    await expect(action).toHaveAttribute('aria-busy', 'true');
  },
};

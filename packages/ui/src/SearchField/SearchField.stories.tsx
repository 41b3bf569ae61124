import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { 'aria-label': 'Sök patient', placeholder: 'Sök på namn eller e-post', clearLabel: 'Rensa sökning', onSubmit: fn(), onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A search input for filtering lists. Enter calls `onSubmit`, Escape or the clear button empties it (the button appears only when there is text). Give a visible `label` or an `aria-label`.',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TypeAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Sök patient' });
    await userEvent.type(input, 'Lindqvist{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Lindqvist');
  },
};

export const ClearWithEscape: Story = {
  args: { defaultValue: 'Åberg' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledWith('');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Rehabiliteringskliniken Norrland' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Rensa sökning' })).toBeVisible();
  },
};

export const WithLabel: Story = { args: { 'aria-label': undefined, label: 'Sök organisation' } };

export const Disabled: Story = { args: { isDisabled: true } };

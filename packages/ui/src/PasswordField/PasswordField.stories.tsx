import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Lösenord', showPasswordLabel: 'Visa lösenord', hidePasswordLabel: 'Dölj lösenord' },
  parameters: {
    docs: {
      description: {
        component:
          'A password input with a show/hide toggle. The toggle\'s names come as props (`showPasswordLabel`, `hidePasswordLabel`) and change with its state. `autoComplete` defaults to current-password; use new-password when setting one.',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  args: { defaultValue: 'Hemligt123' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Lösenord');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const ToggleWithKeyboard: Story = {
  args: { defaultValue: 'Hemligt123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Lösenord');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Visa lösenord' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Dölj lösenord' })).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Lösenord krävs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Lösenord/)).toHaveAccessibleDescription('Lösenord krävs');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Hemligt123' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Visa lösenord' })).toBeDisabled();
  },
};

export const NewPassword: Story = {
  args: { label: 'Nytt lösenord', autoComplete: 'new-password', description: 'Minst 8 tecken, varav en siffra.' },
};

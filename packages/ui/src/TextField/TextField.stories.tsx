import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserIcon } from '../Icon';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'E-post', placeholder: 'namn@klinik.se', type: 'email', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A single-line input. Every form input takes `label`, `description`, `errorMessage` (shown under the input and linked to it; giving one marks the field invalid), `isInvalid` and `isRequired`. With react-hook-form use `Controller` and pass `fieldState.error?.message` as `errorMessage`; `ref` reaches the input so the first invalid field gets focus.',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-post' });
    await userEvent.type(input, 'anna@klinik.se');
    await expect(args.onChange).toHaveBeenLastCalledWith('anna@klinik.se');
  },
};

export const Filled: Story = { args: { defaultValue: 'anna-karin.lindqvist@rehabkliniken.se' } };

export const WithDescription: Story = {
  args: { label: 'Organisationsnummer', type: 'text', placeholder: '556677-8899', description: 'Tio siffror med bindestreck.' },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'E-post krävs' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-post' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('E-post krävs');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'anna@klinik.se' } };

export const WithIcon: Story = { args: { label: 'Förnamn', type: 'text', placeholder: 'Anna', icon: <UserIcon /> } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Behandlingsuppföljningsansvarig fysioterapeuts e-postadress',
    defaultValue: 'anna-karin.lindqvist-andersson@rehabiliteringskliniken-norrland.se',
    errorMessage: 'Fältet får innehålla högst 64 tecken; rehabiliteringsklinikens adress är för lång',
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Repetitioner', defaultValue: 10, minValue: 1, maxValue: 50, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A number with step buttons (named by react-aria in the user\'s language). Arrow Up/Down step by `step`, Home/End jump to the bounds. Values are formatted for the locale (decimal comma in Swedish); pass `formatOptions` for units.',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Repetitioner' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('9');
  },
};

export const AtMinimum: Story = { args: { defaultValue: 1 } };

export const Decimal: Story = {
  args: { label: 'Vikt (kg)', defaultValue: 72.5, maxValue: 300, step: 0.5, formatOptions: { minimumFractionDigits: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('72,5');
  },
};

export const Invalid: Story = { args: { label: 'Ålder', defaultValue: undefined, isRequired: true, errorMessage: 'Ålder krävs' } };

export const Disabled: Story = { args: { isDisabled: true } };

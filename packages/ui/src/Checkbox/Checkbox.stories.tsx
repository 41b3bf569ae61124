import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Kom ihåg mig', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A checkbox and its label; the whole row is the hit area. Space toggles it. `isIndeterminate` for a "select all" that covers a partly selected list, `isInvalid` when a required consent is missing. Works uncontrolled (`defaultSelected`) or controlled (`isSelected` + `onChange`).',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Kom ihåg mig' });
    await userEvent.click(within(canvasElement).getByText('Kom ihåg mig'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Markera alla patienter' } };

export const Invalid: Story = { args: { isInvalid: true, children: 'Jag godkänner villkoren' } };

export const Disabled: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="md">
      <Checkbox {...args} isDisabled>Inaktiv patient</Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>Aktiv patient</Checkbox>
    </Box>
  ),
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const LongLabel: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <Checkbox {...args}>
        Jag bekräftar att patienten har fått information om rehabiliteringsprogrammets behandlingsuppföljningsrutiner
      </Checkbox>
    </div>
  ),
};

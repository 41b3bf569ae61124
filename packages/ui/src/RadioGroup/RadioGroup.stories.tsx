import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Upplevd svårighet',
    onChange: fn(),
    children: (
      <>
        <Radio value="easy">Lätt</Radio>
        <Radio value="moderate">Lagom</Radio>
        <Radio value="hard">Svår</Radio>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'One choice among a few options that should all be visible (feedback difficulty, gender). Tab enters the group at the chosen option, arrows move the choice. `orientation="horizontal"` lays them in a row. Same field props as TextField.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};

export const Selected: Story = { args: { defaultValue: 'moderate' } };

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'easy' } };

export const Keyboard: Story = {
  args: { defaultValue: 'easy' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Lätt' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Lagom' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('moderate');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Välj en svårighetsgrad' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription('Välj en svårighetsgrad');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'hard' } };

export const LongLabels: Story = {
  args: {
    label: 'Kön',
    description: 'Används bara i statistiken.',
    children: (
      <div style={{ width: 260, display: 'contents' }}>
        <Radio value="0">Ej angivet (patienten har valt att inte uppge kön)</Radio>
        <Radio value="1">Man</Radio>
        <Radio value="2">Kvinna</Radio>
      </div>
    ),
  },
  decorators: [(Story) => <div style={{ width: 260 }}><Story /></div>],
};

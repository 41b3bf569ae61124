import { Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField } from './TimeField';

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  args: { label: 'Tid för uppföljningssamtal', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A time of day, always HH:MM on a 24-hour clock (docs/rules/languages-and-dates.md). Values are `Time` objects from `@internationalized/date`. Tab moves between hour and minute; arrows or digits change them.',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: new Time(14, 30) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: /uppföljningssamtal/ })).toHaveTextContent(/14:30/);
  },
};

export const TypeWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /timme/i })).toHaveFocus();
    await userEvent.keyboard('17');
    await userEvent.keyboard('45');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(17, 45));
    await expect(canvas.getByRole('group', { name: /uppföljningssamtal/ })).toHaveTextContent(/17:45/);
  },
};

export const Invalid: Story = { args: { isRequired: true, errorMessage: 'Tid krävs' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new Time(8, 5) },
  play: async ({ canvasElement }) => {
    // Two digits for the hour too, as every time in the product reads.
    await expect(within(canvasElement).getByRole('group', { name: /uppföljningssamtal/ })).toHaveTextContent(/08:05/);
  },
};

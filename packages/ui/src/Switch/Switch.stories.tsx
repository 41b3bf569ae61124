import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Aviseringar via e-post', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'An on/off setting that applies at once, without a save button. For a choice submitted with a form use Checkbox. Space toggles it; the label is part of the hit area.',
      },
    },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { defaultSelected: true } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Aviseringar via e-post' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="md">
      <Switch {...args} isDisabled>Visa inaktiva patienter</Switch>
      <Switch {...args} isDisabled defaultSelected>Realtidsuppdateringar</Switch>
    </Box>
  ),
};

export const LongLabel: Story = {
  render: (args) => (
    <div style={{ width: 260 }}>
      <Switch {...args}>Skicka påminnelse när patienten inte har genomfört rehabiliteringsprogrammets övningar</Switch>
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Om mig', placeholder: 'Berätta kort om din erfarenhet', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A multi-line input for notes and profile texts. At least 124 px high (docs/rules/look.md), resizable vertically. Same field props as TextField (`label`, `description`, `errorMessage`, `isRequired`).',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: 480 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Om mig' });
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(124);
    await userEvent.type(box, 'Legitimerad fysioterapeut{Enter}sedan 2012');
    await expect(args.onChange).toHaveBeenLastCalledWith('Legitimerad fysioterapeut\nsedan 2012');
  },
};

export const Filled: Story = {
  args: {
    label: 'Journalanteckning',
    defaultValue:
      'Patienten rapporterar minskad smärta i höger knä efter tre veckors styrketräning. Fortsätter med nivå 3 och utvärderar igen om två veckor. Rehabiliteringsprogramsuppföljningen sker via chatten.',
  },
};

export const Invalid: Story = {
  args: { label: 'Erfarenhet', isRequired: true, errorMessage: 'Erfarenhet krävs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription('Erfarenhet krävs');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Kan inte ändras.' } };

export const WithDescription: Story = { args: { description: 'Visas för dina patienter i appen. Högst 500 tecken.' } };

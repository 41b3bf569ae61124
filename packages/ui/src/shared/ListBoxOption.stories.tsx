import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListBox } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { listBox } from './listBox.css';
import { ListBoxOption } from './ListBoxOption';
import { floatingSurface } from './overlay.css';

const onSelectionChange = fn();

const meta = {
  title: 'Forms/ListBoxOption',
  component: ListBoxOption,
  args: { children: 'Knä' },
  parameters: {
    docs: {
      description: {
        component:
          'One option of a Select or ComboBox list. Its states come from react-aria: focused and hovered options take the additional tint, keyboard focus adds the focus ring, the selected one is medium weight with a check mark, a disabled one is placeholder grey and skipped by the arrows. Text children name it; give `textValue` when the children are not plain text, so typing its first letters still finds it.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => onSelectionChange.mockClear(),
} satisfies Meta<typeof ListBoxOption>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Selected, focused from the keyboard and disabled, as a Select's list shows them. */
export const SelectedFocusedAndDisabled: Story = {
  render: () => (
    <div className={floatingSurface}>
      <ListBox
        aria-label="Behandlingsområde"
        className={listBox}
        selectionMode="single"
        defaultSelectedKeys={['shoulder']}
        disabledKeys={['back']}
        onSelectionChange={(keys) => onSelectionChange(keys === 'all' ? 'all' : [...keys])}
      >
        <ListBoxOption id="knee">Knä</ListBoxOption>
        <ListBoxOption id="shoulder">Axel</ListBoxOption>
        <ListBoxOption id="back">Ländrygg (inga licenser kvar)</ListBoxOption>
        <ListBoxOption id="hip" textValue="Höft">
          <strong>Höft</strong> efter protesoperation
        </ListBoxOption>
      </ListBox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const option = (name: RegExp) => canvas.getByRole('option', { name });
    await expect(option(/^Axel$/)).toHaveAttribute('aria-selected', 'true');
    await expect(option(/^Knä$/)).toHaveAttribute('aria-selected', 'false');
    await expect(option(/^Ländrygg/)).toHaveAttribute('aria-disabled', 'true');
    // The check mark is drawn for the selected option only.
    await expect(option(/^Axel$/).querySelector('svg')).not.toBeNull();
    await expect(option(/^Knä$/).querySelector('svg')).toBeNull();

    // Focus enters on the selected option; the arrows pass the disabled one by.
    await userEvent.tab();
    await waitFor(() => expect(option(/^Axel$/)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(option(/^Höft/)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(option(/^Knä$/)).toHaveFocus();

    // Typing finds an option by its text value, even when its children are not plain text.
    await userEvent.keyboard('h');
    await expect(option(/^Höft/)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(onSelectionChange).toHaveBeenLastCalledWith(['knee']);
    await expect(option(/^Knä$/)).toHaveAttribute('aria-selected', 'true');
    await expect(option(/^Axel$/)).toHaveAttribute('aria-selected', 'false');
    await expect(option(/^Knä$/).querySelector('svg')).not.toBeNull();
    await expect(option(/^Axel$/).querySelector('svg')).toBeNull();
    // Left on the selected option with the keyboard's focus ring, for the picture.
    await expect(option(/^Knä$/)).toHaveAttribute('data-focus-visible', 'true');
  },
};

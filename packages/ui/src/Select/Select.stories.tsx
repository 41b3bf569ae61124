import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withOverlaySpace } from '../stories/withOverlaySpace';
import { Select, SelectItem } from './Select';

const genders = [
  { id: 0, name: 'Ej angivet' },
  { id: 1, name: 'Man' },
  { id: 2, name: 'Kvinna' },
];

const onSelectionChange = fn();

function GenderSelect(props: Partial<Parameters<typeof Select<(typeof genders)[number]>>[0]>) {
  return (
    <Select label="Kön" placeholder="Välj kön" items={genders} onSelectionChange={onSelectionChange} {...props}>
      {(gender) => <SelectItem id={gender.id}>{gender.name}</SelectItem>}
    </Select>
  );
}

const meta = {
  title: 'Forms/Select',
  component: GenderSelect,
  parameters: {
    docs: {
      description: {
        component:
          'Pick one of a few options. Give `items` and a render function, or `SelectItem` children with ids. Keyboard: Enter, Space or arrows open; arrows move; typing jumps; Enter picks; Escape closes. Same field props as TextField; with react-hook-form bind `selectedKey` / `onSelectionChange` through `Controller`.',
      },
    },
  },
  decorators: [withOverlaySpace(280), (Story) => <div style={{ width: 320 }}><Story /></div>],
  beforeEach: () => onSelectionChange.mockClear(),
} satisfies Meta<typeof GenderSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Selected: Story = { args: { defaultSelectedKey: 2 } };

export const Open: Story = {
  args: { defaultSelectedKey: 1, defaultOpen: true },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Man' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Kön/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Ej angivet' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(onSelectionChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Kvinna');
    // Focus comes back to the trigger a frame after the overlay has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Kön krävs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription('Kön krävs');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 0 } };

export const LongOptions: Story = {
  render: () => (
    <Select label="Organisation" defaultSelectedKey="norr" defaultOpen>
      <SelectItem id="norr">Rehabiliteringskliniken Norrland, Sundsvalls sjukhusområde</SelectItem>
      <SelectItem id="syd">Fysioterapimottagningen Söder</SelectItem>
      <SelectItem id="vast" isDisabled>Västra Götalandsregionens arbetsmiljöenhet (avslutad)</SelectItem>
    </Select>
  ),
};

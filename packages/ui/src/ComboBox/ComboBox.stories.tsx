import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withOverlaySpace } from '../stories/withOverlaySpace';
import { ComboBox, ComboBoxItem } from './ComboBox';

const organisations = [
  { id: 'norr', name: 'Rehabiliteringskliniken Norrland' },
  { id: 'soder', name: 'Fysioterapimottagningen Söder' },
  { id: 'vast', name: 'Västra Götalands arbetsmiljöenhet' },
  { id: 'ost', name: 'Östersunds friskvård' },
  { id: 'aby', name: 'Åby vårdcentral' },
];

const onSelectionChange = fn();

function OrganisationComboBox(props: Partial<Parameters<typeof ComboBox<(typeof organisations)[number]>>[0]>) {
  return (
    <ComboBox
      label="Organisation"
      placeholder="Sök organisation"
      items={organisations}
      emptyText="Ingen organisation matchar"
      onSelectionChange={onSelectionChange}
      {...props}
    >
      {(organisation) => <ComboBoxItem id={organisation.id}>{organisation.name}</ComboBoxItem>}
    </ComboBox>
  );
}

const meta = {
  title: 'Forms/ComboBox',
  component: OrganisationComboBox,
  parameters: {
    docs: {
      description: {
        component:
          'Type to filter, then pick: for lists too long for a Select (organisations, physios, exercises). Filtering is react-aria\'s (locale-aware "contains"); pass `items` plus `inputValue`/`onInputChange` to filter on the server instead. `emptyText` is shown when nothing matches.',
      },
    },
  },
  decorators: [withOverlaySpace(300), (Story) => <div style={{ width: 360 }}><Story /></div>],
  beforeEach: () => onSelectionChange.mockClear(),
} satisfies Meta<typeof OrganisationComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { defaultSelectedKey: 'soder' } };

export const FilterAndPickWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Organisation' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ös');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Östersunds friskvård']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onSelectionChange).toHaveBeenCalledWith('ost');
    await expect(input).toHaveValue('Östersunds friskvård');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    // The popover is in the page before it is placed and shown.
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Göteborg');
    await waitFor(() => expect(screen.getByText('Ingen organisation matchar')).toBeVisible());
  },
};

export const Invalid: Story = { args: { isRequired: true, errorMessage: 'Organisation krävs' } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'norr' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { fullViewport, withOverlaySpace } from '../stories/withOverlaySpace';
import { ExercisePicker, type ExercisePickerItem } from './ExercisePicker';

const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#D9EDFA"/><path d="M16 48 L32 16 L48 48 Z" fill="#6BB7CD"/></svg>');

const exercises: ExercisePickerItem[] = [
  { id: 'a', name: 'Knäböj mot stol', kind: 'strength', pictureUrl: picture, details: 'Nivå 2 · 3 × 10' },
  { id: 'b', name: 'Utfallssteg framåt', kind: 'strength', details: 'Nivå 4 · 3 × 8 per ben' },
  { id: 'c', name: 'Tåhävningar på trappsteg', kind: 'strength', details: 'Nivå 3 · 3 × 15' },
  { id: 'd', name: 'Sidoliggande benlyft', kind: 'strength', details: 'Nivå 1 · 2 × 12' },
];

const onPick = fn();

function Picker({ items = exercises }: { items?: ExercisePickerItem[] }) {
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const found = items.filter((item) => item.name.toLocaleLowerCase('sv').includes(search.toLocaleLowerCase('sv')));
  return (
    <>
      <Button variant="outlined" onPress={() => setOpen(true)}>
        Lägg till övning
      </Button>
      <ExercisePicker
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Lägg till övning"
        closeLabel="Stäng"
        searchLabel="Sök övning"
        searchPlaceholder="Namn på övningen"
        clearSearchLabel="Rensa sökningen"
        search={search}
        onSearchChange={setSearch}
        listLabel="Övningar"
        items={found}
        status={`${found.length} övningar`}
        emptyText="Ingen övning matchar sökningen"
        onPick={(id) => {
          onPick(id);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ExercisePicker',
  component: Picker,
  parameters: {
    docs: {
      description: {
        component:
          'Picks one exercise of the library in a dialog: a search field (the caller searches, on the server or in memory), a line of status, and a list of exercises with their picture and details. The arrow keys move through the list, Enter or a press picks one. A "more" button reads the next page when the caller has one.',
      },
    },
  },
  decorators: [withOverlaySpace(fullViewport)],
  beforeEach: () => onPick.mockClear(),
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lägg till övning' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lägg till övning' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** Searched and picked with the keyboard alone. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Sök övning' }), 'utfall');
    await expect(dialog.getByRole('status')).toHaveTextContent('1 övningar');
    await userEvent.tab();
    await expect(dialog.getByRole('row', { name: 'Utfallssteg framåt' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPick).toHaveBeenCalledWith('b');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getAllByRole('row')).toHaveLength(4);
    const image = dialog.getByRole('grid').querySelector('img');
    await waitFor(() => expect(image?.complete && image.naturalWidth > 0).toBe(true));
  },
};

export const PhoneNothingFound: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Sök övning' }), 'simning');
    await expect(dialog.getByText('Ingen övning matchar sökningen')).toBeVisible();
  },
};

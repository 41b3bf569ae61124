import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ExerciseMediaCard, ExerciseMediaGrid, type ExerciseMediaCardProps } from './ExerciseMediaCard';

const picture = (fill: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#D9EDFA"/><circle cx="240" cy="120" r="40" fill="${fill}"/><path d="M240 160 L240 260 M240 190 L180 230 M240 190 L300 230 M240 260 L200 330 M240 260 L290 330" stroke="${fill}" stroke-width="16" stroke-linecap="round"/></svg>`,
  );

const cards: ExerciseMediaCardProps[] = [
  {
    name: 'Knäböj mot stol',
    href: '#knaboj',
    pictureUrl: picture('#6BB7CD'),
    kind: 'strength',
    details: 'Styrka · nivå 2 · 3 × 10',
    tags: ['Knä', 'styrka'],
    badge: { label: 'Egen', tone: 'primary' },
  },
  {
    name: 'Promenad i rask takt med stavar på plant underlag',
    href: '#promenad',
    pictureUrl: null,
    kind: 'walking',
    details: 'Gång · nivå 3 · 20 min',
    tags: ['Hela kroppen', 'kondition'],
  },
  {
    name: 'Förlängd utandning',
    href: '#andning',
    pictureUrl: picture('#FA9884'),
    kind: 'breathing',
    details: 'Andning · nivå 1',
    tags: ['avslappning'],
    badge: { label: 'Utgången', tone: 'neutral' },
    isRetired: true,
  },
];

const onAdd = fn();

function Library({ withActions = false }: { withActions?: boolean }) {
  return (
    <ExerciseMediaGrid aria-label="Övningar">
      {cards.map((card) => (
        <li key={card.href}>
          <ExerciseMediaCard
            {...card}
            actions={withActions ? <Button variant="outlined" onPress={() => onAdd(card.name)}>Lägg till</Button> : undefined}
          />
        </li>
      ))}
    </ExerciseMediaGrid>
  );
}

const meta = {
  title: 'Data/ExerciseMediaCard',
  component: Library,
  parameters: {
    docs: {
      description: {
        component:
          "An exercise of the library as a card in a grid (`ExerciseMediaGrid`, as many columns as fit): its picture across the card (the kind's icon without one, through ExerciseThumbnail), its name as the link that opens it (the whole card is pressable), a line of details, tags and a badge such as \"Egen\" or \"Utgången\". Actions below stay pressable above the card's link.",
      },
    },
  },
  beforeEach: () => onAdd.mockClear(),
} satisfies Meta<typeof Library>;
export default meta;
type Story = StoryObj<typeof meta>;

const pictured = async (canvasElement: HTMLElement) => {
  const images = [...canvasElement.querySelectorAll('img')];
  await waitFor(() => expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true));
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Övningar' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    const card = canvas.getByRole('article', { name: 'Knäböj mot stol' });
    await expect(within(card).getByRole('link', { name: 'Knäböj mot stol' })).toHaveAttribute('href', '#knaboj');
    await expect(card).toHaveTextContent('Styrka · nivå 2 · 3 × 10');
    await pictured(canvasElement);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await pictured(canvasElement);
  },
};

/** One column on a phone; the actions stay their own buttons, reached with Tab after the card's link. */
export const PhoneWithActions: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { withActions: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Knäböj mot stol' })).toHaveFocus();
    await userEvent.tab();
    const [add] = canvas.getAllByRole('button', { name: 'Lägg till' });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledWith('Knäböj mot stol');
    await pictured(canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoteText } from './NoteText';

const meta = {
  title: 'Data/NoteText',
  component: NoteText,
  args: {
    emptyLabel: 'Inget skrivet',
    sections: [
      {
        heading: 'Anamnes',
        blocks: [
          { kind: 'paragraph', text: 'Ländryggssmärta sedan drygt tre månader, började efter en flytt med mycket lyft.' },
          { kind: 'paragraph', text: 'Läkemedel: paracetamol vid behov.' },
        ],
      },
      {
        heading: 'Åtgärd och plan',
        blocks: [
          { kind: 'paragraph', text: 'Överenskommet program i appen:' },
          { kind: 'list', ordered: false, items: ['Styrketräning nivå 2 måndag, onsdag och fredag', 'Promenader nivå 3 tisdag och torsdag'] },
          { kind: 'list', ordered: true, items: ['Uppföljning om två veckor', 'Hör av dig i chatten om smärtan ökar'] },
        ],
      },
      { heading: 'Bedömning', blocks: [] },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          "A journal note's sections: headings, paragraphs and lists made from the note's plain text, shown as text (a note never carries markup). A struck note stays legible.",
      },
    },
  },
} satisfies Meta<typeof NoteText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Signed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Anamnes', level: 3 })).toBeVisible();
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getByText('Inget skrivet')).toBeVisible();
  },
};

export const Struck: Story = { args: { isStruck: true } };

/** Text that looks like markup is shown as it was written. */
export const MarkupAsText: Story = {
  args: { sections: [{ heading: 'Status', blocks: [{ kind: 'paragraph', text: '<b>fet</b> <script>alert(1)</script>' }] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<b>fet</b> <script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatBubble } from './ChatBubble';

const image =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#D9EDFA"/><circle cx="160" cy="100" r="48" fill="#6BB7CD"/></svg>',
  );

const meta = {
  title: 'Chat/ChatBubble',
  component: ChatBubble,
  args: {
    direction: 'theirs',
    text: 'Hej! Knät känns mycket bättre efter veckans styrkeövningar, men trappor är fortfarande jobbiga.',
    sentAt: new Date(2026, 10, 22, 9, 41),
    labels: { author: 'Anna Lindqvist skrev', sent: 'Skickat', read: 'Läst', download: 'Ladda ner' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'One message. Mine sit right in the light blue tone with a sent (✓) or read (✓ in a circle, primary text colour) mark that is also spoken; theirs sit left on white. A file shows its name, its size (Intl) and a download link; an image shows a preview that links to the file.',
      },
    },
  },
} satisfies Meta<typeof ChatBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Theirs: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('09:41')).toBeInTheDocument();
  },
};

export const MineRead: Story = {
  args: { direction: 'mine', text: 'Vad bra att höra! Fortsätt med nivå 2 den här veckan.', isRead: true, labels: { author: 'Du skrev', sent: 'Skickat', read: 'Läst', download: 'Ladda ner' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Läst')).toBeInTheDocument();
  },
};

export const MineSent: Story = {
  args: { direction: 'mine', text: 'Hör av dig om smärtan ökar.', isRead: false, labels: { author: 'Du skrev', sent: 'Skickat', read: 'Läst', download: 'Ladda ner' } },
};

export const FileAttachment: Story = {
  args: {
    text: 'Här är röntgensvaret från vårdcentralen.',
    attachment: { name: 'Röntgenutlåtande_knä_höger_2026-11-20.pdf', size: 1_234_567, url: '#file', mimeType: 'application/pdf' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/1,2\sMB/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ladda ner Röntgenutlåtande_knä_höger_2026-11-20.pdf' })).toHaveAttribute('download');
  },
};

export const ImagePreview: Story = {
  args: { text: undefined, attachment: { name: 'knäskydd.svg', size: 48_200, url: image, mimeType: 'image/svg+xml' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'knäskydd.svg' })).toBeInTheDocument();
  },
};

export const LongWords: Story = {
  args: {
    text: 'Rehabiliteringsuppföljningsbesöket flyttas till torsdag. Sjukgymnastikbehandlingsrekommendationerna ligger i programmet.',
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatBubble } from './ChatBubble';

const image =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#D9EDFA"/><circle cx="160" cy="100" r="48" fill="#6BB7CD"/></svg>',
  );

const labels = {
  author: 'Anna Lindqvist skrev',
  sent: 'Skickat',
  read: 'Läst',
  download: 'Ladda ner',
  loadingFile: 'Hämtar',
  fileFailed: 'Filen kunde inte hämtas',
  retry: 'Försök igen',
};
const mine = { ...labels, author: 'Du skrev' };
const report = { name: 'Röntgenutlåtande_knä_höger_2026-11-20.pdf', size: 1_234_567, mimeType: 'application/pdf' };

const meta = {
  title: 'Chat/ChatBubble',
  component: ChatBubble,
  args: {
    direction: 'theirs',
    text: 'Hej! Knät känns mycket bättre efter veckans styrkeövningar, men trappor är fortfarande jobbiga.',
    sentAt: new Date(2026, 10, 22, 9, 41),
    labels,
    onRetryAttachment: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'One message. Mine sit right in the light blue tone with a sent (✓) or read (✓ in a circle, primary text colour) mark that is also spoken; theirs sit left on white. A file shows its name, its size (Intl) and a download link; an image shows a preview that links to the file. While the file is fetched the card shows a spinner in place of the link, so nothing opens too early; a file that could not be fetched says so and offers to try again.',
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
  args: { direction: 'mine', text: 'Vad bra att höra! Fortsätt med nivå 2 den här veckan.', isRead: true, labels: mine },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Läst')).toBeInTheDocument();
  },
};

export const MineSent: Story = {
  args: { direction: 'mine', text: 'Hör av dig om smärtan ökar.', isRead: false, labels: mine },
};

export const FileAttachment: Story = {
  args: {
    text: 'Här är röntgensvaret från vårdcentralen.',
    attachment: { ...report, url: '#file' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/1,2\sMB/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ladda ner Röntgenutlåtande_knä_höger_2026-11-20.pdf' })).toHaveAttribute(
      'download',
    );
  },
};

export const FileLoading: Story = {
  args: { text: undefined, attachment: report },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: `Hämtar ${report.name}` })).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const ImageLoading: Story = {
  args: { text: undefined, attachment: { name: 'knäskydd.svg', size: 48_200, mimeType: 'image/svg+xml' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Hämtar knäskydd.svg' })).toBeInTheDocument();
  },
};

export const FileFailed: Story = {
  args: { text: undefined, attachment: { ...report, failed: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Filen kunde inte hämtas')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetryAttachment).toHaveBeenCalledOnce();
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

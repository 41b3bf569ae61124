import { vars } from '@rehab/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ChatBubble, type ChatBubbleLabels } from '../ChatBubble';
import { Composer } from '../Composer';
import { DaySeparator } from '../DaySeparator';
import { ChatThread, type ChatThreadProps } from './ChatThread';

const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#D9EDFA"/><circle cx="160" cy="100" r="48" fill="#6BB7CD"/></svg>',
  );

const bubbleLabels: ChatBubbleLabels = {
  author: 'Karin Isaksson skrev',
  sent: 'Skickat',
  read: 'Läst',
  download: 'Ladda ner',
  loadingFile: 'Hämtar',
  fileFailed: 'Filen kunde inte hämtas',
  retry: 'Försök igen',
};
const mine = { ...bubbleLabels, author: 'Du skrev' };

const texts = [
  'Hej! Knät känns bättre efter veckans styrkeövningar.',
  'Vad bra! Hur går det i trapporna?',
  'Fortfarande lite jobbigt nedför, men uppför går fint.',
  'Fortsätt med knäböjen tre gånger i veckan, så ses vi på torsdag.',
  'Ska jag fortsätta med andningsövningarna också?',
  'Ja, gärna varje kväll.',
];

function Messages({ pictureUrl }: { pictureUrl?: string }) {
  return (
    <>
      <DaySeparator>Idag</DaySeparator>
      {texts.map((text, index) => (
        <ChatBubble
          key={text}
          direction={index % 2 === 0 ? 'theirs' : 'mine'}
          text={text}
          sentAt={new Date(2026, 10, 23, 9, index * 7)}
          isRead
          labels={index % 2 === 0 ? bubbleLabels : mine}
        />
      ))}
      {pictureUrl !== undefined && (
        <ChatBubble
          direction="mine"
          sentAt={new Date(2026, 10, 23, 10, 2)}
          attachment={{ name: 'knat.svg', size: 1_024, mimeType: 'image/svg+xml', url: pictureUrl || undefined, failed: false }}
          labels={mine}
        />
      )}
    </>
  );
}

const composer = (
  <Composer
    labels={{ message: 'Meddelande', placeholder: 'Skriv ett meddelande', send: 'Skicka', sending: 'Skickar', attach: 'Bifoga fil', removeFile: 'Ta bort bilaga' }}
    onSend={fn()}
  />
);

const meta = {
  title: 'Chat/ChatThread',
  component: ChatThread,
  args: {
    title: 'Karin Isaksson',
    headingLevel: 2,
    state: 'ready',
    labels: {
      messages: 'Meddelanden',
      loading: 'Hämtar chatten',
      noMessages: 'Inga meddelanden ännu',
      back: 'Alla chattar',
      olderMessages: 'Visa äldre meddelanden',
      loadingOlder: 'Hämtar äldre meddelanden',
    },
    newestKey: 'newest',
    composer,
    children: <Messages />,
  },
  decorators: [
    (Story) => (
      <div style={{ height: `calc(${vars.size.dialogWidth} * 0.9)`, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A chat with one person, the same in the portal and the patient app: whom it is with, the messages scrolling between the header and the composer, which stay. The newest message is in view on opening, on each new message and while pictures load, unless the reader has scrolled back; older pages load on request above.',
      },
    },
  },
} satisfies Meta<typeof ChatThread>;
export default meta;
type Story = StoryObj<typeof meta>;

const isAtEnd = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight <= 2;

export const Conversation: Story = {
  args: { hasOlder: true, onShowOlder: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Karin Isaksson' })).toBeVisible();
    const log = canvas.getByRole('log', { name: 'Meddelanden' });
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await waitFor(() => expect(isAtEnd(log)).toBe(true));
  },
};

/** A picture fetched after the thread was placed, as a message's file is: the newest message stays in view. */
function ThreadWithLatePicture(props: ChatThreadProps) {
  const [url, setUrl] = useState('');
  // As a message's file arrives: fetched after the thread is drawn, then decoded.
  useEffect(() => {
    let isMounted = true;
    void Promise.resolve(picture).then((loaded) => {
      if (isMounted) setUrl(loaded);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  return (
    <ChatThread {...props}>
      <Messages pictureUrl={url} />
    </ChatThread>
  );
}

export const PictureLoadsAfterOpening: Story = {
  args: { title: 'Anna Lindqvist', subtitle: 'Fysioterapeut', headingLevel: 1 },
  render: (args) => <ThreadWithLatePicture {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole<HTMLImageElement>('img', { name: 'knat.svg' });
    await waitFor(() => expect(image.complete && image.naturalHeight > 0).toBe(true));
    const log = canvas.getByRole('log', { name: 'Meddelanden' });
    await waitFor(() => expect(log.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(image.getBoundingClientRect().bottom));
    await expect(isAtEnd(log)).toBe(true);
  },
};

export const Loading: Story = {
  args: { state: 'loading', children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Hämtar chatten' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const EmptyWithNotice: Story = {
  args: { isEmpty: true, children: undefined, newestKey: undefined, notice: 'knat.heic är för stor. En fil får vara högst 10 MB.', onBack: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inga meddelanden ännu')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('för stor');
    await expect(canvas.getByRole('button', { name: 'Alla chattar' })).toBeVisible();
  },
};

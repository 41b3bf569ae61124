import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatList, ChatListItem } from './ChatListItem';

const now = new Date(2026, 10, 22, 15, 0);

const chats = [
  { id: 'c1', name: 'Anna Lindqvist', lastMessage: 'Tack! Jag provar nivå 2 imorgon bitti.', lastMessageAt: new Date(2026, 10, 22, 14, 5), unreadCount: 2 },
  { id: 'c2', name: 'Karl-Henrik Strömberg-Söderholm af Klercker', lastMessage: 'Rehabiliteringsuppföljningsbesöket passar bra på torsdag eftermiddag, om det fortfarande finns tider kvar.', lastMessageAt: new Date(2026, 10, 21, 18, 30), unreadCount: 128 },
  { id: 'c3', name: 'Erik Johansson', lastMessage: 'Röntgenutlåtande_knä_höger.pdf', lastMessageAt: new Date(2026, 10, 17, 9, 12) },
  { id: 'c4', name: 'Åsa Öberg', lastMessage: 'Gott nytt år!', lastMessageAt: new Date(2025, 11, 31, 23, 55) },
];

type ListArgs = { onSelectionChange: (keys: unknown) => void; defaultSelectedKeys?: string[] };

function Inbox({ onSelectionChange, defaultSelectedKeys }: ListArgs) {
  return (
    <div style={{ width: 360 }}>
      <ChatList aria-label="Chattar" onSelectionChange={onSelectionChange} defaultSelectedKeys={defaultSelectedKeys}>
        {chats.map((chat) => (
          <ChatListItem key={chat.id} {...chat} now={now} unreadLabel={chat.unreadCount ? `${chat.unreadCount} olästa` : undefined} />
        ))}
      </ChatList>
    </div>
  );
}

const meta = {
  title: 'Chat/ChatListItem',
  component: Inbox,
  args: { onSelectionChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Chats in the Inbox, inside `ChatList` (a grid list: one tab stop, arrow keys, Enter opens). Each item shows the avatar, name, last message, HH:MM for today or a date otherwise (the caller passes `now`), the unread count and the selected state. Give `href` to make items links to /chats/{id}.',
      },
    },
  },
} satisfies Meta<typeof Inbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows[0]).toHaveTextContent('14:05');
    await expect(rows[1]).toHaveTextContent('21 nov.');
    await expect(rows[3]).toHaveTextContent('31 dec. 2025');
    await expect(rows[0]).toHaveTextContent('2 olästa');
    // A chat with unread messages is as tall as one without: a count never moves the list.
    const heights = new Set(rows.map((row) => row.getBoundingClientRect().height));
    await expect([...heights]).toHaveLength(1);
  },
};

export const Selected: Story = { args: { defaultSelectedKeys: ['c2'] } };

export const KeyboardSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalled();
  },
};

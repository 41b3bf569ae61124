import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withOverlaySpace } from '../stories/withOverlaySpace';
import { TopBar, type TopBarLabels, type TopBarNotification } from './TopBar';

const labels: TopBarLabels = {
  notifications: 'Notiser, 2 olästa',
  notificationsTitle: 'Notiser',
  markAllAsRead: 'Markera alla som lästa',
  noNotifications: 'Inga notiser ännu',
  unread: 'Oläst',
  userMenu: 'kontomeny',
  profile: 'Min profil',
  signOut: 'Logga ut',
};

const notifications: TopBarNotification[] = [
  { id: '1', name: 'Nytt meddelande', description: 'Karl-Henrik Strömberg-Söderholm skrev: ”Knät känns bättre efter veckans styrkeövningar.”', created: new Date(2026, 10, 22, 14, 5), isRead: false },
  { id: '2', name: 'Återkoppling på övning', description: 'Anna Lindqvist tyckte att Knäböj, nivå 2 var svår.', created: new Date(2026, 10, 22, 9, 40), isRead: false },
  { id: '3', name: 'Nytt meddelande', description: 'Erik Johansson skickade en fil.', created: new Date(2026, 10, 18, 16, 20), isRead: true },
];

const meta = {
  title: 'Navigation/TopBar',
  component: TopBar,
  args: {
    title: <h1 style={{ fontSize: 'inherit', fontWeight: 'inherit' }}>Patienter</h1>,
    user: { name: 'Johanna Ekström' },
    notifications,
    labels,
    now: new Date(2026, 10, 22, 15, 0),
    onMarkAllAsRead: fn(),
    onProfile: fn(),
    onSignOut: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The bar above every screen. The bell shows the unread count and opens a popover list (name, description, time: HH:MM today, a date otherwise; unread marked by a dot and spoken text) with "mark all as read". The avatar opens the account menu (profile, sign out). The caller passes `now`.',
      },
    },
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Notiser, 2 olästa' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Patienter' })).toBeInTheDocument();
  },
};

export const NotificationsOpen: Story = {
  decorators: [withOverlaySpace(420)],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notiser, 2 olästa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notiser' });
    const items = within(dialog).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Oläst: Nytt meddelande');
    await expect(items[0]).toHaveTextContent('14:05');
    await expect(items[2]).toHaveTextContent('18 nov.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Markera alla som lästa' }));
    await expect(args.onMarkAllAsRead).toHaveBeenCalledTimes(1);
  },
};

export const OpenNotification: Story = {
  decorators: [withOverlaySpace(420)],
  args: { onOpenNotification: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notiser, 2 olästa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notiser' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Återkoppling på övning' }));
    await expect(args.onOpenNotification).toHaveBeenCalledWith('2');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notiser' })).not.toBeInTheDocument());
  },
};

const navigate = fn();

/** An error says what failed, for whom and what to do, and links to where the reader acts. */
export const ErrorWithAction: Story = {
  decorators: [
    withOverlaySpace(300),
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: {
    onFollowNotificationAction: fn(),
    labels: { ...labels, notifications: 'Notiser, 1 oläst' },
    notifications: [
      {
        id: 'e1',
        name: 'Formulärsvar sparades inte',
        description: 'Svaren som Karl-Henrik Strömberg-Söderholm skickade på ett formulär kunde inte sparas. Be patienten fylla i formuläret igen.',
        created: new Date(2026, 10, 22, 13, 10),
        isRead: false,
        action: { label: 'Skriv till Karl-Henrik Strömberg-Söderholm', href: '/chats/c1' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notiser, 1 oläst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notiser' });
    const link = within(dialog).getByRole('link', { name: 'Skriv till Karl-Henrik Strömberg-Söderholm' });
    await expect(link).toHaveAttribute('href', '/chats/c1');
    await expect(dialog).toHaveTextContent('Be patienten fylla i formuläret igen.');
  },
};

/** Following the action closes the panel, navigates with the app's router and tells the caller, who marks it read. */
export const FollowErrorAction: Story = {
  ...ErrorWithAction,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notiser, 1 oläst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notiser' });
    const link = within(dialog).getByRole('link', { name: 'Skriv till Karl-Henrik Strömberg-Söderholm' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/chats/c1', undefined);
    await expect(args.onFollowNotificationAction).toHaveBeenCalledWith('e1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notiser' })).not.toBeInTheDocument());
  },
};

export const OlderNotifications: Story = {
  decorators: [withOverlaySpace(460)],
  args: {
    unreadCount: 14,
    hasMore: true,
    onLoadMore: fn(),
    labels: { ...labels, notifications: 'Notiser, 14 olästa', loadMore: 'Visa äldre notiser' },
  },
  play: async ({ canvasElement, args }) => {
    // The count is the server's, of every notification, not of the few read so far.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notiser, 14 olästa' }));
    await expect(within(canvasElement).getByText('14')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Notiser' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Visa äldre notiser' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const NoNotifications: Story = {
  decorators: [withOverlaySpace(240)],
  args: { notifications: [], labels: { ...labels, notifications: 'Notiser' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notiser' }));
    await waitFor(() => expect(screen.getByText('Inga notiser ännu')).toBeVisible());
  },
};

export const AccountMenuKeyboard: Story = {
  decorators: [withOverlaySpace(240)],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const account = canvas.getByRole('button', { name: /^Johanna Ekström.*kontomeny$/ });
    await expect(account).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Min profil' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(account).toHaveFocus());
  },
};

export const LongNames: Story = {
  args: {
    title: <h1 style={{ fontSize: 'inherit', fontWeight: 'inherit' }}>Karl-Henrik Strömberg-Söderholm af Klercker · Medicinska anteckningar</h1>,
    user: { name: 'Maj-Britt Öhrström-Wachtmeister' },
  },
};

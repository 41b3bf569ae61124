import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { chatHandlers, clinic, frameHandlers } from '../../stories/handlers';
import { screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const firstChat = clinic.list[0];
if (!firstChat) throw new Error('the stories need a chat');
const chatPath = `/chats/${firstChat.id}`;

const meta = {
  title: 'Screens/Inbox',
  ...screenMeta,
  args: { path: '/chats' },
  parameters: {
    screen: true,
    msw: { handlers: [...chatHandlers(clinic.list, clinic.threads), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component:
          'The Inbox (`/chats`) and a chat (`/chats/{id}`) in the whole frame: beside each other on a desktop and a tablet, one at a time on a phone.',
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const thread = async (canvasElement: HTMLElement) => {
  const log = await within(canvasElement).findByRole('log', { name: 'Meddelanden' }, { timeout: 20_000 });
  await within(log).findByText('Ska jag fortsätta med andningsövningarna också?', {}, { timeout: 20_000 });
  return log;
};

export const ChatOnDesktop: Story = {
  args: { path: chatPath },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await thread(canvasElement);
    await expect(within(canvasElement).getByRole('grid', { name: 'Chattar' })).toBeVisible();
  },
};

export const ChatOnTablet: Story = {
  args: { path: chatPath },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await thread(canvasElement);
  },
};

export const ListOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('grid', { name: 'Chattar' }, { timeout: 20_000 });
    await within(list).findByText(`${firstChat.patient.firstName} ${firstChat.patient.lastName}`);
  },
};

export const ChatOnPhone: Story = {
  args: { path: chatPath },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await thread(canvasElement);
    // The chat is its own screen, with the way back and the composer in view.
    await expect(within(canvasElement).queryByRole('grid', { name: 'Chattar' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Alla chattar' })).toBeVisible();
    const composer = within(canvasElement).getByRole('textbox', { name: 'Meddelande' }).getBoundingClientRect();
    await expect(composer.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const NoChats: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [...chatHandlers([], new Map()), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Inga chattar ännu', {}, { timeout: 20_000 })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [...chatHandlers([], new Map(), 'error'), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Försök igen' }, { timeout: 20_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [...chatHandlers([], new Map(), 'loading'), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    // The placeholders are a named, busy region: a screen reader hears what is on its way.
    const loading = await within(canvasElement).findByRole('region', { name: 'Hämtar chattar' }, { timeout: 20_000 });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
  },
};

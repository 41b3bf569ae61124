import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChatIcon, UsersIcon } from '../Icon';
import { StatTile } from './StatTile';

const meta = {
  title: 'Data/StatTile',
  component: StatTile,
  args: { label: 'Nya användare', value: 1284, icon: <UsersIcon size="sm" /> },
  parameters: {
    docs: {
      description: {
        component:
          'One number for the dashboard (new users, new messages, follow up, startup calls) and organisation statistics (licenses, active and inactive users, compliance). Numbers are formatted for `locale` (sv-SE: 1 284, 87 %). `change` shows a signed trend with `changeLabel`; set `isIncreaseGood={false}` where a rise is bad news. `isLoading` shows a placeholder.',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
} satisfies Meta<typeof StatTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('group', { name: 'Nya användare' });
    await expect(tile).toHaveTextContent('1 284');
  },
};

export const RisingGood: Story = { args: { change: 12, changeLabel: 'sedan förra veckan' } };

export const RisingBad: Story = {
  args: { label: 'Inaktiva användare', value: 31, change: 4, isIncreaseGood: false, changeLabel: 'sedan förra månaden' },
};

export const Falling: Story = { args: { label: 'Nya meddelanden', value: 7, icon: <ChatIcon size="sm" />, change: -3, changeLabel: 'sedan igår' } };

export const Percent: Story = {
  args: {
    label: 'Total följsamhet för övningar',
    value: 0.874,
    valueFormat: { style: 'percent', maximumFractionDigits: 1 },
    change: 0.021,
    changeFormat: { style: 'percent', maximumFractionDigits: 1 },
    changeLabel: 'jämfört med förra kvartalet',
    icon: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent(/87,4\s%/);
  },
};

/** Nothing to count yet: the word takes the figure's place, smaller and muted, so it is not read as a number. */
export const NoFigure: Story = {
  args: { label: 'Total följsamhet för övningar', value: 'Inga uppgifter', icon: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Total följsamhet för övningar' })).toHaveTextContent('Inga uppgifter');
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LongLabel: Story = {
  args: { label: 'Total följsamhet för teorilektioner inom rehabiliteringsprogrammet', value: 'Ej tillgängligt', icon: undefined },
};

export const Linked: Story = {
  args: { label: 'Nya meddelanden', value: 7, icon: <ChatIcon size="sm" />, href: '#chats' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Nya meddelanden\s*7/ });
    await expect(link).toHaveAttribute('href', '#chats');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { ChatIcon, PlusIcon, UsersIcon } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'Inga patienter ännu',
    description: 'När du lägger till en patient visas hen här tillsammans med programmet och den senaste aktiviteten.',
    icon: <UsersIcon size="lg" />,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Shown where a list or area has nothing yet: a title that says what is missing, a description of what it means, and optionally the next step as `action`. Not for failures (use ErrorState).',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: { action: <Button icon={<PlusIcon />}>Lägg till patient</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Inga patienter ännu' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Lägg till patient' })).toBeVisible();
  },
};

export const TextOnly: Story = { args: { icon: undefined, title: 'Inga anteckningar', description: undefined } };

export const Chats: Story = {
  args: { icon: <ChatIcon size="lg" />, title: 'Inga konversationer', description: 'Här visas dina chattar med patienterna.' },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 260 }}><Story /></div>],
  args: { title: 'Inga frågeformulärssvar för rehabiliteringsperioden' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Avatar } from './Avatar';

// A drawn portrait as a data URL: the story needs no network and renders the same every time.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#D9EDFA"/><circle cx="32" cy="25" r="12" fill="#62A2B5"/><path d="M10 64c2-14 12-22 22-22s20 8 22 22z" fill="#62A2B5"/></svg>',
)}`;

const meta = {
  title: 'Data/Avatar',
  component: Avatar,
  args: { name: 'Anna-Karin Lindqvist', size: 'medium' },
  parameters: {
    docs: {
      description: {
        component:
          'A photo, or initials when there is none or it fails to load. Sizes small 32, medium 40, large 64 px. The name is the accessible name; set `isDecorative` when the name is written beside it.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Anna-Karin Lindqvist' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const Photo: Story = {
  args: { src: photo },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await waitFor(() => expect(img?.complete).toBe(true));
  },
};

export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'Östen Åberg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Östen Åberg' })).toHaveTextContent('ÖÅ'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Box display="flex" alignItems="center" gap="lg">
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" />
      <Avatar {...args} size="large" src={photo} name="Maja Söderström" />
    </Box>
  ),
};

export const WithName: Story = {
  render: () => (
    <Box display="flex" alignItems="center" gap="sm">
      <Avatar name="Sven Ingvarsson" isDecorative />
      <span>Sven Ingvarsson</span>
    </Box>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { withOverlaySpace } from '../stories/withOverlaySpace';
import { showToast, toastQueue, ToastRegion } from './Toast';

function Demo() {
  return (
    <>
      <Box display="flex" gap="md">
        <Button variant="outlined" onPress={() => showToast({ tone: 'success', title: 'Nivån ändrades' }, { timeout: 0 })}>
          Ändra nivå
        </Button>
        <Button variant="outlined" onPress={() => showToast({ tone: 'error', title: 'Det gick inte att ändra nivån' })}>
          Ändra nivå (fel)
        </Button>
      </Box>
      <ToastRegion closeLabel="Stäng" aria-label="Aviseringar" />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  parameters: {
    docs: {
      description: {
        component:
          'Short messages after an action: success "Nivån ändrades", error "Det gick inte att ändra nivån". Render `<ToastRegion closeLabel="Stäng" />` once in the app and call `showToast({ tone, title, description? })` anywhere (it uses the exported `toastQueue`). Success and info leave after 5 s (paused while hovered or focused); errors stay until closed. The region is a landmark: F6 reaches it, each toast has a close button. Built on react-aria\'s toast (UNSTABLE_ in react-aria-components 1.22).',
      },
    },
  },
  decorators: [withOverlaySpace('100vh')],
  beforeEach: () => {
    toastQueue.clear();
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ändra nivå' }));
    const region = await screen.findByRole('region', { name: 'Aviseringar' });
    await waitFor(() => expect(within(region).getByText('Nivån ändrades')).toBeVisible());
  },
};

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ändra nivå (fel)' }));
    const region = await screen.findByRole('region', { name: 'Aviseringar' });
    await waitFor(() => expect(within(region).getByText('Det gick inte att ändra nivån')).toBeVisible());
  },
};

export const AllTones: Story = {
  play: async () => {
    showToast({ tone: 'success', title: 'Nivån ändrades' }, { timeout: 0 });
    showToast({ tone: 'info', title: 'Ny patient', description: 'Anna-Karin Lindqvist har gått med i programmet.' }, { timeout: 0 });
    showToast({
      tone: 'error',
      title: 'Det gick inte att ändra nivån',
      description: 'Rehabiliteringsprogramsuppföljningen kunde inte sparas. Kontrollera anslutningen och försök igen.',
    });
    const region = await screen.findByRole('region', { name: 'Aviseringar' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(3));
  },
};

export const CloseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ändra nivå (fel)' }));
    const region = await screen.findByRole('region', { name: 'Aviseringar' });
    const close = within(region).getByRole('button', { name: 'Stäng' });
    // The toast follows its trigger in the tab order.
    for (let step = 0; step < 4 && document.activeElement !== close; step += 1) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Det gick inte att ändra nivån')).toBeNull());
  },
};

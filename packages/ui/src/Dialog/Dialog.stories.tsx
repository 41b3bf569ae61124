import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { fullViewport, withOverlaySpace } from '../stories/withOverlaySpace';
import { TextArea } from '../TextArea';
import { Dialog, type DialogProps } from './Dialog';
import { DialogActions } from './DialogActions';

const onSave = fn();

function NoteDialog(props: Partial<DialogProps>) {
  return (
    <DialogTrigger>
      <Button variant="outlined">Ny journalanteckning</Button>
      <Dialog
        title="Ny journalanteckning"
        closeLabel="Stäng"
        footer={(close) => (
          <DialogActions
            close={close}
            cancelLabel="Avbryt"
            confirmLabel="Spara anteckning"
            pendingLabel="Sparar"
            isPending={false}
            onConfirm={() => {
              onSave();
              close();
            }}
          />
        )}
        {...props}
      >
        <TextArea label="Anteckning" defaultValue="Patienten rapporterar minskad smärta i höger knä." />
      </Dialog>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: NoteDialog,
  parameters: {
    docs: {
      description: {
        component:
          'A modal for a focused task (add a note, edit a physio). Title, close button (`closeLabel`), content and `footer` actions; `children` and `footer` may be functions that receive `close`. Focus moves into the dialog and is trapped, Escape closes, focus returns to the trigger. Set `isDismissable={false}` for forms that would lose typed input on an outside click. For confirmations use AlertDialog.',
      },
    },
  },
  decorators: [withOverlaySpace(fullViewport)],
  beforeEach: () => onSave.mockClear(),
} satisfies Meta<typeof NoteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ny journalanteckning' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Ny journalanteckning' })).toBeVisible());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ny journalanteckning' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    // Focus is inside and Tab cycles within the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus comes back to the trigger a frame after the overlay has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onSave).not.toHaveBeenCalled();
  },
};

export const FooterAction: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ny journalanteckning' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara anteckning' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ny journalanteckning' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LongContent: Story = {
  render: () => (
    <Dialog defaultOpen title="Uppskattning av välbefinnandeaktivitetsindex för rehabiliteringsperioden" closeLabel="Stäng" footer={<Button>Klar</Button>}>
      <Box display="flex" flexDirection="column" gap="md">
        {Array.from({ length: 12 }, (_, week) => (
          <p key={week}>
            Vecka {week + 1}: patienten har genomfört styrke- och promenadövningarna enligt programmet och rapporterat sitt välbefinnande.
          </p>
        ))}
      </Box>
    </Dialog>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};

/** On a phone the dialog is narrower than two buttons: they share one row, as on a desktop. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => (
    <Dialog
      defaultOpen
      title="Ändra styrka"
      closeLabel="Stäng"
      isDismissable={false}
      footer={
        <>
          <Button variant="outlined">Avbryt</Button>
          <Button>Spara</Button>
        </>
      }
    >
      <TextArea label="Anteckning" defaultValue="Nivå 3 från måndag." />
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Avbryt' }).getBoundingClientRect();
    const save = within(dialog).getByRole('button', { name: 'Spara' }).getBoundingClientRect();
    await expect(cancel.top).toBe(save.top);
    await expect(save.right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  },
};

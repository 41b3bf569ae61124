import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { fullViewport, withOverlaySpace } from '../stories/withOverlaySpace';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

/**
 * react-aria announces a focused button's pending state through a live region that points at the
 * button; the message outlives the previous story's unmounted button and axe would flag it.
 */
function clearStaleAnnouncements() {
  for (const message of document.querySelectorAll('[role=log][aria-live] > [aria-labelledby]')) message.remove();
}

const onConfirm = fn();
const onCancel = fn();

function EndTreatment(props: Partial<AlertDialogProps>) {
  return (
    <DialogTrigger>
      <Button variant="outlined" tone="destructive">Avsluta behandling</Button>
      <AlertDialog
        title="Avsluta behandling?"
        confirmLabel="Avsluta behandling"
        cancelLabel="Avbryt"
        loadingLabel="Avslutar"
        variant="destructive"
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      >
        Behandlingen för Anna-Karin Lindqvist avslutas. Patienten kan inte längre se sitt program eller chatta med dig.
      </AlertDialog>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Overlays/AlertDialog',
  component: EndTreatment,
  parameters: {
    docs: {
      description: {
        component:
          'A confirmation before an action that cannot be undone: "Avsluta behandling" (End treatment), "Ta bort fysioterapeut" (Delete physio). Announced as an alert dialog; focus starts on Cancel so Enter never confirms by accident; an outside click does not close it. If `onConfirm` returns a promise the confirm button loads until it settles, closing on success and staying open on failure.',
      },
    },
  },
  decorators: [withOverlaySpace(fullViewport)],
  beforeEach: () => {
    onConfirm.mockReset();
    onCancel.mockClear();
    clearStaleAnnouncements();
  },
} satisfies Meta<typeof EndTreatment>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EndTreatmentOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Avsluta behandling' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Avsluta behandling?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus());
  },
};

export const KeyboardCancel: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Avsluta behandling' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus());
    // Enter on the focused Cancel button cancels.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(onCancel).toHaveBeenCalledTimes(1);
    await expect(onConfirm).not.toHaveBeenCalled();
    // Focus comes back to the trigger a frame after the overlay has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardConfirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Avsluta behandling' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // react-aria gives the focus back to the trigger a frame after the dialog has gone.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Avsluta behandling' })).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Avsluta behandling' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmLoading: Story = {
  args: { onConfirm: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Avsluta behandling' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: /Avsluta behandling/ });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
  },
};

export const StaysOpenOnFailure: Story = {
  args: { onConfirm: () => Promise.reject(new Error('Det gick inte att avsluta behandlingen')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Avsluta behandling' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Avsluta behandling/ }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Avsluta behandling/ })).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
  },
};

export const DeletePhysio: Story = {
  render: () => (
    <AlertDialog
      defaultOpen
      title="Ta bort fysioterapeut?"
      confirmLabel="Ta bort fysioterapeut"
      cancelLabel="Avbryt"
      variant="destructive"
      onConfirm={onConfirm}
    >
      Maja Söderström tas bort från Rehabiliteringskliniken Norrland. Hennes 24 patienter behöver en ny fysioterapeut.
    </AlertDialog>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Ta bort fysioterapeut?' })).toBeVisible());
  },
};

export const Neutral: Story = {
  render: () => (
    <AlertDialog defaultOpen title="Skicka hälsorapporten?" confirmLabel="Skicka" cancelLabel="Avbryt" onConfirm={onConfirm}>
      Rapporten skickas till patientens e-postadress.
    </AlertDialog>
  ),
};

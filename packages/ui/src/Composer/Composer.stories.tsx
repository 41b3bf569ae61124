import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Composer, type ComposerLabels } from './Composer';

const labels: ComposerLabels = {
  message: 'Meddelande',
  placeholder: 'Skriv ett meddelande…',
  send: 'Skicka',
  sending: 'Skickar…',
  attach: 'Bifoga fil',
  removeFile: 'Ta bort bilaga',
};

const meta = {
  title: 'Chat/Composer',
  component: Composer,
  args: { labels, onSend: fn() },
  decorators: [(Story) => <div style={{ width: 640 }}><Story /></div>],
  parameters: {
    docs: {
      description: {
        component:
          'Writes a chat message. Enter sends, Shift+Enter adds a line break; the paperclip attaches one file (FileTrigger), shown as a removable chip. While `isSending` the field and buttons are disabled and the send button shows a spinner. The send button is named by `labels.send`.',
      },
    },
  },
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Skicka' })).toBeDisabled();
  },
};

export const KeyboardSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bifoga fil' })).toHaveFocus();
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: 'Meddelande' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('Hej Anna!{Shift>}{Enter}{/Shift}Hur gick promenaden?');
    await expect(field).toHaveValue('Hej Anna!\nHur gick promenaden?');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'Hej Anna!\nHur gick promenaden?', file: null });
    await expect(field).toHaveValue('');
  },
};

export const AttachFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['%PDF'.repeat(60000)], 'Träningsdagbok_vecka_47.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(canvas.getByText(/Träningsdagbok_vecka_47\.pdf · 240\skB/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka' }));
    await expect(args.onSend).toHaveBeenCalledWith({ text: '', file });
  },
};

export const RefusedFile: Story = {
  args: { acceptFile: (file: File) => file.size <= 1024 },
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'.repeat(2048)], 'för_stor.txt', { type: 'text/plain' }));
    await expect(within(canvasElement).queryByText(/för_stor\.txt/)).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Skicka' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { isSending: true, defaultValue: 'Vi ses på torsdag klockan 10:00 för uppföljningssamtalet.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Skickar…' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'Rehabiliteringsuppföljningen fortsätter enligt plan.\nVecka 48: styrka tre gånger, promenad varje dag och andningsövningar kvällstid.\nHör av dig om du får ont i knät eller om sömnen blir sämre.\nVi ses på torsdag.',
  },
};

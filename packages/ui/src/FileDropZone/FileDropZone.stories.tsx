import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDropZone } from './FileDropZone';
import { formatFileSize } from './files';

const maxFileSize = 10_000_000;

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Bifoga fil',
    dropLabel: 'Dra och släpp filen här',
    buttonLabel: 'Välj fil',
    hint: `PDF, JPG eller PNG, högst ${formatFileSize(maxFileSize)}`,
    acceptedFileTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    maxFileSize,
    onSelect: fn(),
    onReject: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Attach files by dropping them on the zone or with the button (react-aria DropZone + FileTrigger; keyboard users paste or use the button). `acceptedFileTypes` limits the picker and drops, `maxFileSize` (bytes) filters, and refused files go to `onReject` so the caller can explain. Say the limits in `hint`; `formatFileSize` writes sizes in the locale ("10 MB").',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: 420 }}><Story /></div>],
} satisfies Meta<typeof FileDropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Välj fil' })).toBeVisible();
    await expect(within(canvasElement).getByText('PDF, JPG eller PNG, högst 10 MB')).toBeVisible();
  },
};

export const PickAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    const report = new File(['%PDF-1.7'], 'hälsorapport.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, report);
    await expect(args.onSelect).toHaveBeenCalledWith([report]);
  },
};

export const RejectsTooLarge: Story = {
  args: { maxFileSize: 4 },
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    const large = new File(['%PDF-1.7 with pages'], 'journal.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, large);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith([large]);
  },
};

export const Invalid: Story = { args: { errorMessage: 'Filen är större än 10 MB. Välj en mindre fil.' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const Multiple: Story = {
  args: {
    allowsMultiple: true,
    label: 'Bifoga bilder på övningarna',
    dropLabel: 'Dra och släpp rehabiliteringsövningarnas bilder här',
    buttonLabel: 'Välj bilder',
    hint: 'JPG eller PNG, högst 10 MB per bild',
    acceptedFileTypes: ['image/*'],
  },
};

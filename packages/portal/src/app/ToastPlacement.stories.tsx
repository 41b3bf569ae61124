import { showToast, toastQueue } from '@rehab/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clinic, frameHandlers } from '../stories/handlers';
import { patientHandlers, patientPath, shownPatient } from '../stories/patientHandlers';
import { patientView } from '../stories/patientStories';
import { screenMeta, type PortalScreen } from '../stories/PortalScreen';

const meta = {
  title: 'Screens/Frame/Toasts',
  ...screenMeta,
  beforeEach: [...screenMeta.beforeEach, () => toastQueue.clear()],
  args: { path: patientPath('program') },
  parameters: {
    screen: true,
    msw: { handlers: [...patientHandlers(shownPatient), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component:
          "Where the frame's toasts show: toward the bottom at the end side, so on a patient's page the header's controls (the top bar's and the patient's actions) stay uncovered at every width; while a dialog is open, over the top bar behind it, so none of the dialog's fields and buttons is covered either (docs/decisions/0024).",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The header's controls: the top bar's and the patient's actions under it, what a physio reaches for first on the page. */
function headerControls(canvasElement: HTMLElement) {
  const actions = within(canvasElement).getByRole('button', { name: 'Ny uppföljning' }).getBoundingClientRect();
  return Array.from(canvasElement.querySelectorAll<HTMLElement>('button, a[href], [role="tab"], input, select, textarea')).filter((control) => {
    const box = control.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < actions.bottom;
  });
}

const controlsIn = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('button, a[href], [role="tab"], input, select, textarea')).filter((control) => {
    const box = control.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });

/**
 * Shows two toasts, one with a description, and names the controls among `controls` that a toast takes a press from:
 * a toast lies over the control's box and is what the pointer would reach there.
 */
async function coveredBy(controls: HTMLElement[]) {
  showToast({ tone: 'success', title: 'Nivån ändrad' }, { timeout: 0 });
  showToast({ tone: 'error', title: 'Kunde inte ändra nivån', description: 'Kontrollera anslutningen och försök igen.' });
  const region = await screen.findByRole('region', { name: 'Meddelanden' });
  await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
  const toasts = within(region).getAllByRole('alertdialog').map((toast) => toast.getBoundingClientRect());
  expect(controls.length).toBeGreaterThan(3);
  const covered = controls.filter((control) => {
    const box = control.getBoundingClientRect();
    const over = toasts.filter((toast) => overlaps(toast, box));
    return over.some((toast) => {
      const x = (Math.max(toast.left, box.left) + Math.min(toast.right, box.right)) / 2;
      const y = (Math.max(toast.top, box.top) + Math.min(toast.bottom, box.bottom)) / 2;
      return region.contains(document.elementFromPoint(x, y));
    });
  });
  return covered.map((control) => control.getAttribute('aria-label') ?? control.textContent);
}

const toastCoversNoHeaderControl = async (canvasElement: HTMLElement) => {
  await patientView(canvasElement, 'Program');
  await expect(coveredBy(headerControls(canvasElement))).resolves.toEqual([]);
};

/** A dialog fills the middle of the screen and has its buttons at the bottom, where toasts otherwise sit. */
const toastCoversNoDialogControl = async (canvasElement: HTMLElement) => {
  await patientView(canvasElement, 'Program');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ny uppföljning' }));
  const dialog = await screen.findByRole('dialog', { name: /^Ny uppföljning för/ });
  await expect(coveredBy(controlsIn(dialog))).resolves.toEqual([]);
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: ({ canvasElement }) => toastCoversNoHeaderControl(canvasElement),
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: ({ canvasElement }) => toastCoversNoHeaderControl(canvasElement),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: ({ canvasElement }) => toastCoversNoHeaderControl(canvasElement),
};

export const DialogOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: ({ canvasElement }) => toastCoversNoDialogControl(canvasElement),
};

export const DialogOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: ({ canvasElement }) => toastCoversNoDialogControl(canvasElement),
};

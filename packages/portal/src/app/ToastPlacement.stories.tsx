import { showToast, toastQueue } from '@rehab/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
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
          "Where the frame's toasts show: toward the bottom at the end side, so on a patient's page the header's controls (the top bar's and the patient's actions) stay uncovered at every width while toasts are shown.",
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

const toastCoversNoHeaderControl = async (canvasElement: HTMLElement) => {
  await patientView(canvasElement, 'Program');
  showToast({ tone: 'success', title: 'Nivån ändrad' }, { timeout: 0 });
  showToast({ tone: 'error', title: 'Kunde inte ändra nivån', description: 'Kontrollera anslutningen och försök igen.' });
  const region = await screen.findByRole('region', { name: 'Meddelanden' });
  await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(2));
  const toasts = within(region).getAllByRole('alertdialog').map((toast) => toast.getBoundingClientRect());
  const controls = headerControls(canvasElement);
  expect(controls.length).toBeGreaterThan(3);
  const covered = controls.filter((control) => toasts.some((toast) => overlaps(toast, control.getBoundingClientRect())));
  expect(covered.map((control) => control.getAttribute('aria-label') ?? control.textContent)).toEqual([]);
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { frameHandlers } from '../../../stories/handlers';
import { patientHandlers, shownPatient } from '../../../stories/patientHandlers';
import { patientTabMeta, patientView } from '../../../stories/patientStories';
import { loadTimeout, type PortalScreen } from '../../../stories/PortalScreen';

const meta = {
  title: 'Screens/Patient/Medical notes',
  ...patientTabMeta(
    'medical-notes',
    "A patient's medical notes (`/patients/view/{userId}/medical-notes`) in the whole frame: the physio's own draft in its editor, the templates a new note starts from, and the signed notes (one amended, one struck through), newest first.",
  ),
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const notes = async (canvasElement: HTMLElement) => {
  const canvas = await patientView(canvasElement, 'Medicinska anteckningar');
  await expect(await canvas.findByRole('heading', { name: 'Nybesök', level: 3 }, loadTimeout)).toBeVisible();
  await expect(canvas.getByRole('region', { name: 'Utkast: Uppföljning' })).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: 'Följsamhet' })).toHaveValue('Har gjort nästan alla styrkepass och de flesta promenaderna.');
  await expect(canvas.getByRole('button', { name: 'Skriv Nybesök' })).toBeInTheDocument();
  await expect(canvas.getByText(/^Makulerad av .*Skriven på fel patient$/)).toBeVisible();
  return canvas;
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await notes(canvasElement);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await notes(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await notes(canvasElement);
  },
};

export const LoadFailed: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [...patientHandlers(shownPatient, 'error'), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = await patientView(canvasElement, 'Medicinska anteckningar');
    await expect(
      await canvas.findByRole('heading', { name: 'Det gick inte att hämta anteckningarna' }, loadTimeout),
    ).toBeVisible();
  },
};

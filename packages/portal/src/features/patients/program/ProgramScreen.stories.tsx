import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clinic, frameHandlers } from '../../../stories/handlers';
import { patientHandlers, patientPath, shownPatient } from '../../../stories/patientHandlers';
import { patientView } from '../../../stories/patientStories';
import { loadTimeout, screenMeta, type PortalScreen } from '../../../stories/PortalScreen';

const meta = {
  title: 'Screens/Patient/Program',
  ...screenMeta,
  args: { path: patientPath('program') },
  parameters: {
    screen: true,
    msw: { handlers: [...patientHandlers(shownPatient), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component: "A patient's program (`/patients/view/{userId}/program`) in the whole frame: this week's activities, the levels and the program's lines.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const thisWeek = async (canvasElement: HTMLElement) => {
  const canvas = await patientView(canvasElement, 'Program');
  const today = await canvas.findByRole('region', { name: 'onsdag 18 november' }, loadTimeout);
  await expect(within(today).getByText('Knäböj – nivå 2')).toBeVisible();
  return canvas;
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await thisWeek(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Övningar och nivåer' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await thisWeek(canvasElement);
  },
};

export const LoadFailed: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [...patientHandlers(shownPatient, 'error'), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = await patientView(canvasElement, 'Program');
    await expect(await canvas.findByRole('heading', { name: 'Det gick inte att hämta programmet' }, loadTimeout)).toBeVisible();
  },
};

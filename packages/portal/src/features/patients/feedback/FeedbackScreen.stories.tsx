import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { clinic, frameHandlers } from '../../../stories/handlers';
import { patientHandlers, patientPath, shownPatient } from '../../../stories/patientHandlers';
import { patientView } from '../../../stories/patientStories';
import { loadTimeout, screenMeta, type PortalScreen } from '../../../stories/PortalScreen';

const meta = {
  title: 'Screens/Patient/Feedback',
  ...screenMeta,
  args: { path: patientPath('feedback') },
  parameters: {
    screen: true,
    msw: { handlers: [...patientHandlers(shownPatient), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component: "A patient's feedback on exercises (`/patients/view/{userId}/feedback`) in the whole frame, newest first.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const feedback = async (canvasElement: HTMLElement) => {
  const canvas = await patientView(canvasElement, 'Återkoppling');
  await expect(await canvas.findByText('Lite ont i knät efteråt', {}, loadTimeout)).toBeVisible();
  await expect(canvas.getAllByText('Svår')).toHaveLength(1);
  return canvas;
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await feedback(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await feedback(canvasElement);
  },
};

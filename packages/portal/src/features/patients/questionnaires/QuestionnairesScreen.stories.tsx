import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { patientTabMeta, patientView } from '../../../stories/patientStories';
import { loadTimeout, type PortalScreen } from '../../../stories/PortalScreen';

const meta = {
  title: 'Screens/Patient/Questionnaires',
  ...patientTabMeta(
    'questionaries',
    "A patient's questionnaires (`/patients/view/{userId}/questionaries`) in the whole frame: each form with its answers, one not yet answered.",
  ),
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const answers = async (canvasElement: HTMLElement) => {
  const canvas = await patientView(canvasElement, 'Frågeformulär');
  const welcome = await canvas.findByRole('region', { name: 'Välkomstformulär' }, loadTimeout);
  await expect(within(welcome).getByRole('rowheader', { name: 'Mål' })).toBeVisible();
  await expect(within(welcome).getByRole('cell', { name: 'Gå utan smärta' })).toBeVisible();
  return canvas;
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await answers(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await answers(canvasElement);
  },
};

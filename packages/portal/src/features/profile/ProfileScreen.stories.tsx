import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { clinic, frameHandlers } from '../../stories/handlers';
import { enrolledFactors } from '../../stories/secondFactorFixtures';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const meta = {
  title: 'Screens/Profile',
  ...screenMeta,
  args: { path: '/profile/view' },
  parameters: {
    screen: true,
    msw: { handlers: [http.get('/specialists/second-factors', () => HttpResponse.json(enrolledFactors)), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component: "The physio's profile (`/profile/view`) and its form (`/profile/edit`) in the whole frame.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const profile = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Anna Lindqvist' }, loadTimeout)).toBeVisible();
  await expect(canvas.getByText('Friskvård Norr AB')).toBeVisible();
  return canvas;
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await profile(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await profile(canvasElement);
  },
};

export const EditOnDesktop: Story = {
  args: { path: '/profile/edit' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Förnamn/ }, loadTimeout)).toHaveValue('Anna');
  },
};

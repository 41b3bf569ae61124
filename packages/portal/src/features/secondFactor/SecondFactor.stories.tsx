import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { holdPendingSignIn } from '../auth/api/pendingSignIn';
import { clinic, frameHandlers } from '../../stories/handlers';
import { loadTimeout, screenMeta, signedInScreen, type PortalScreen } from '../../stories/PortalScreen';
import { enrolledFactors, noFactorsRequired } from '../../stories/secondFactorFixtures';

const meta = {
  title: 'Screens/Second factor',
  ...screenMeta,
  args: { path: '/profile/view' },
  parameters: {
    screen: true,
    msw: { handlers: [http.get('/specialists/second-factors', () => HttpResponse.json(enrolledFactors)), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component:
          'Two-step verification: the step after the password (`/sign-in/second-factor`), and the factors in the profile (`/profile/view`).',
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sign-in whose password was right and whose passkey or app code is still to come. */
const afterPassword = async () => {
  await signedInScreen();
  holdPendingSignIn('story-pending', { step: 'present', methods: ['passkey', 'totp'], recoveryCodes: true });
  return {};
};

export const StepAfterPassword: Story = {
  args: { path: '/sign-in/second-factor' },
  loaders: [afterPassword],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bekräfta att det är du' }, loadTimeout)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Använd nyckel' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Kod från autentiseringsappen' })).toBeVisible();
  },
};

export const RecoveryCodeOnPhone: Story = {
  args: { path: '/sign-in/second-factor' },
  loaders: [afterPassword],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Använd en återställningskod' }, loadTimeout));
    // The field takes the focus the pressed button had.
    await expect(canvas.getByRole('textbox', { name: 'Återställningskod' })).toHaveFocus();
  },
};

export const FactorsInProfile: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Tvåstegsverifiering' }, loadTimeout));
    await expect(await card.findByText('Nyckel: Arbetsdatorn', {}, loadTimeout)).toBeVisible();
    await expect(card.getByText('Autentiseringsapp')).toBeVisible();
    await expect(card.getByText('7 återställningskoder kvar')).toBeVisible();
  },
};

export const RequiredWithoutFactorOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    msw: { handlers: [http.get('/specialists/second-factors', () => HttpResponse.json(noFactorsRequired)), ...frameHandlers(clinic.list)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Tvåstegsverifiering' }, loadTimeout));
    await expect(await card.findByText('Din organisation kräver tvåstegsverifiering.', {}, loadTimeout)).toBeVisible();
    // The way to add one opens from the keyboard.
    card.getByRole('button', { name: 'Lägg till ett andra steg' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(card.getByRole('button', { name: 'Lägg till nyckel' })).toBeVisible();
  },
};

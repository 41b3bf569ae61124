import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
    msw: {
      handlers: [
        http.get('/specialists/second-factors', () => HttpResponse.json(enrolledFactors)),
        http.get('/specialists/sessions', () => HttpResponse.json(signedInSessions)),
        ...frameHandlers(clinic.list),
      ],
    },
    docs: {
      description: {
        component: "The physio's profile (`/profile/view`) and its form (`/profile/edit`) in the whole frame.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This browser, a phone and a tablet; the times are fixed, so the pictures do not change with the day. */
const signedInSessions = {
  items: [
    { id: '0b9c8f1e-4a57-4d2b-9f0e-1c2d3e4f5a61', browser: 'Chrome', os: 'macOS', device: 'desktop', signedInAt: '2026-03-02T07:58:00.000Z', lastUsedAt: '2026-03-02T09:41:00.000Z', current: true },
    { id: '1c0d9e2f-5b68-4e3c-8a1f-2d3e4f5a6b72', browser: 'Chrome', os: 'Android', device: 'mobile', signedInAt: '2026-03-01T16:10:00.000Z', lastUsedAt: '2026-03-01T18:22:00.000Z', current: false },
    { id: '2d1e0f3a-6c79-4f4d-9b2a-3e4f5a6b7c83', browser: 'Safari', os: 'iOS', device: 'tablet', signedInAt: '2026-02-27T06:30:00.000Z', lastUsedAt: '2026-02-28T12:05:00.000Z', current: false },
  ],
};

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

export const SessionsAndPassword: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: {
      handlers: [
        http.delete('/specialists/sessions/:id', () => HttpResponse.json({ message: 'Session ended' })),
        http.get('/specialists/second-factors', () => HttpResponse.json(enrolledFactors)),
        http.get('/specialists/sessions', () => HttpResponse.json(signedInSessions)),
        ...frameHandlers(clinic.list),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await profile(canvasElement);
    const sessions = within(await canvas.findByRole('region', { name: 'Inloggade enheter' }));
    await expect(await sessions.findByText('Chrome på Android')).toBeVisible();
    await expect(sessions.getByText(/Den här enheten/)).toBeVisible();
    await userEvent.click(sessions.getByRole('button', { name: 'Logga ut: Chrome på Android' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Chrome på Android är utloggad')).toBeVisible();
    // The password form: the new password twice, and a mismatch said on the second field.
    await userEvent.click(canvas.getByRole('button', { name: 'Byt lösenord' }));
    await userEvent.type(canvas.getByLabelText(/Nuvarande lösenord/), 'Rehab-demo-2026');
    await userEvent.type(canvas.getByLabelText(/^Nytt lösenord/), 'Ett-helt-nytt-2026');
    await userEvent.type(canvas.getByLabelText(/Upprepa det nya lösenordet/), 'Ett-annat-2026');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Byt lösenord' }).at(-1) as HTMLElement);
    await expect(await canvas.findByText('Lösenorden är inte lika')).toBeVisible();
  },
};

/** Staff without a password or BankID confirm with a code mailed to them: it takes the current password's place. */
export const PasswordByMailedCode: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    msw: {
      handlers: [
        http.post('/specialists/account/code', () => HttpResponse.json({ message: 'A code is on its way to your address' }, { status: 202 })),
        http.get('/specialists/second-factors', () => HttpResponse.json(enrolledFactors)),
        http.get('/specialists/sessions', () => HttpResponse.json(signedInSessions)),
        ...frameHandlers(clinic.list),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await profile(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Byt lösenord' }));
    // By keyboard: the code is asked for from the button after the password field.
    canvas.getByLabelText(/Nuvarande lösenord/).focus();
    const send = canvas.getByRole('button', { name: 'Mejla mig en kod i stället' });
    while (canvasElement.ownerDocument.activeElement !== send) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/Vi har mejlat en kod till fysio@demo\.se\./)).toBeVisible();
    await expect(canvas.queryByLabelText(/Nuvarande lösenord/)).toBeNull();
    const code = canvas.getByRole('group', { name: 'Kod från mejlet' });
    await expect(code).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Använd lösenordet i stället' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { followUpHandlers, followUpList } from '../../stories/followUpHandlers';
import { clinic, frameHandlers } from '../../stories/handlers';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const meta = {
  title: 'Screens/To-do/Work list',
  ...screenMeta,
  args: { path: '/to-do/follow-ups' },
  parameters: {
    screen: true,
    msw: { handlers: [...followUpHandlers(followUpList(clinic.patients)), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component:
          "The physio's work list (`/to-do/follow-ups`), the to-do's first tab: what the rules and the physio raised, open, snoozed and done, each done, snoozed or handed to a colleague.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('tab', { name: 'Att göra (4)' }, loadTimeout)).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tab', { name: 'Uppskjutna (1)' })).toBeVisible();
  await expect(canvas.getByRole('tab', { name: 'Klara (1)' })).toBeVisible();
  await expect(canvas.getByRole('status')).toHaveTextContent('3 uppföljningar att göra idag eller tidigare');
  return canvas;
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Uppföljningar' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('button', { name: /^Markera som klar: / })).toHaveLength(4);
    await expect(canvas.getByText('Höj nivån på knäböj om knät tål veckans pass.')).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

export const OnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

/** Done with one press; snoozed and handed over in a dialog, keyboard first; the counts follow. */
export const ActsOnFollowUps: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const [first] = canvas.getAllByRole('button', { name: /^Markera som klar: Kontakta patienten/ });
    await userEvent.click(first as HTMLElement);
    await expect(await canvas.findByRole('tab', { name: 'Att göra (3)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Klara (2)' })).toBeVisible();

    await userEvent.click(canvas.getAllByRole('button', { name: /^Skjut upp: / })[0] as HTMLElement);
    const body = within(canvasElement.ownerDocument.body);
    const snooze = await body.findByRole('dialog', { name: 'Skjut upp uppföljningen' });
    await userEvent.click(within(snooze).getByRole('button', { name: 'Skjut upp' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('tab', { name: 'Uppskjutna (2)' })).toBeVisible();

    await userEvent.click(canvas.getAllByRole('button', { name: /^Lämna över: / })[0] as HTMLElement);
    const handOver = await body.findByRole('dialog', { name: 'Lämna över uppföljningen' });
    await userEvent.click(within(handOver).getByRole('button', { name: 'Lämna över' }));
    await expect(await within(handOver).findByText('Välj en kollega')).toBeVisible();
    await userEvent.click(within(handOver).getByRole('button', { name: /Kollega/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Erik Holm' }));
    await userEvent.click(within(handOver).getByRole('button', { name: 'Lämna över' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('tab', { name: 'Att göra (1)' })).toBeVisible();
    // The buttons announced their pending state through react-aria's live region, labelled by the button: gone
    // with the dialog, it would be an unlabelled picture.
    await waitFor(() => expect(document.querySelector('[aria-live] [role="img"]')).toBeNull(), { timeout: 15_000 });
  },
};

export const Empty: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [...followUpHandlers([]), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Inget att följa upp' }, loadTimeout)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [...followUpHandlers([], 'error'), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Uppföljningarna kunde inte hämtas' }, loadTimeout)).toBeVisible();
  },
};

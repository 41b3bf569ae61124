import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { logReviewHandlers, organizationHandlers } from '../../stories/adminHandlers';
import { patients } from '../../stories/fixtures';
import { frameHandlers, patientListHandler } from '../../stories/handlers';
import { drawnReview, organizationAdmin, savedReview, southId } from '../../stories/logReviewFixtures';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const auditPath = `/organizations/${southId}/audit`;
const reviewsPath = `/organizations/${southId}/reviews`;
const reviewPath = `${reviewsPath}/${drawnReview.id}`;
const handlers = (review = drawnReview) => [
  ...logReviewHandlers(review),
  ...organizationHandlers(),
  patientListHandler(patients(5)),
  ...frameHandlers([], { profile: organizationAdmin }),
];

const meta = {
  title: 'Screens/Log review',
  ...screenMeta,
  args: { path: reviewsPath },
  parameters: {
    screen: true,
    msw: { handlers: handlers() },
    docs: {
      description: {
        component:
          "An organization admin's follow-up of the access log: the log as views (`/organizations/{id}/audit`), the log reviews done and a new one drawn (`…/reviews`), and one review's findings (`…/reviews/{reviewId}`).",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const auditLog = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('grid', { name: 'Åtkomstlogg' }, loadTimeout);
  await within(table).findByText('Erik Holm (fysioterapeut)', {}, loadTimeout);
  return table;
};

/** Anna's patient list is one line with its five patients behind it. */
export const AuditLogOnDesktop: Story = {
  args: { path: auditPath },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const table = await auditLog(canvasElement);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Personal' })).toBeVisible();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Patient' })).toBeVisible();
  },
};

export const AuditLogListViewOpen: Story = {
  name: 'Audit Log List View Open',
  args: { path: auditPath },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const table = await auditLog(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: '5 patienter' }));
    const dialog = await screen.findByRole('dialog', { name: /^5 patienter i vyn/ });
    await expect(within(dialog).getByText('Olivia Sund')).toBeVisible();
  },
};

export const AuditLogOnPhone: Story = {
  args: { path: auditPath },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await auditLog(canvasElement);
  },
};

const reviews = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('grid', { name: 'Gjorda loggkontroller' }, loadTimeout);
  await within(table).findByText('Inte sparad', {}, loadTimeout);
  return table;
};

export const ReviewsOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const table = await reviews(canvasElement);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(canvasElement).getByRole('button', { name: 'Dra urval' })).toBeEnabled();
  },
};

export const ReviewsOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await reviews(canvasElement);
  },
};

const review = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: /^Loggkontroll / }, loadTimeout);
  await canvas.findByRole('heading', { name: 'Slumpvis urval (3)' }, loadTimeout);
  return canvas;
};

/** Saving asks for the finding every item still lacks. */
export const ReviewOnDesktop: Story = {
  args: { path: reviewPath },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nödåtkomster (1)' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /^Välj fynd/ })[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Behöver utredas' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Spara loggkontrollen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('4 åtkomster saknar fynd');
  },
};

export const ReviewOnTablet: Story = {
  args: { path: reviewPath },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await review(canvasElement);
  },
};

export const ReviewOnPhone: Story = {
  args: { path: reviewPath },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await review(canvasElement);
  },
};

/** A saved review shows its findings and comments and asks for nothing more. */
export const SavedReview: Story = {
  args: { path: reviewPath },
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: handlers(savedReview) } },
  play: async ({ canvasElement }) => {
    const canvas = await review(canvasElement);
    await expect(canvas.getByText('Behöver utredas')).toBeVisible();
    await expect(canvas.getByText(/fråga varför journalen öppnades/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Spara loggkontrollen' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { clinic, frameHandlers } from '../../../stories/handlers';
import { patientRecord } from '../../../stories/patientFixtures';
import { patientHandlers, patientPath, shownPatient } from '../../../stories/patientHandlers';
import { loadTimeout, screenMeta, type PortalScreen } from '../../../stories/PortalScreen';

const name = `${shownPatient.details.firstName} ${shownPatient.details.lastName}`;
const patient = clinic.patients[0];
if (!patient) throw new Error('the stories need a patient');
/** No questionnaires yet: the tab is short, so the card at the view's foot is in the picture. */
const noQuestionnaires = (record: typeof shownPatient) => http.get(`/patients/list/${record.details.id}/questionnaries/list`, () => HttpResponse.json([]));
/** The same patient four days after the treatment ended. */
const ended = patientRecord(patient, { ended: true });

const meta = {
  title: 'Screens/Patient/Treatment',
  ...screenMeta,
  args: { path: patientPath('questionaries') },
  parameters: {
    screen: true,
    msw: { handlers: [noQuestionnaires(shownPatient), ...patientHandlers(shownPatient), ...frameHandlers(clinic.list)] },
    docs: {
      description: {
        component:
          '"Behandling" at the foot of the patient view: the treatment periods, newest first, and ending the treatment ' +
          '(its dialog says what follows) or opening a new period. The header keeps only the everyday actions.',
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const treatmentCard = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const card = within(await canvas.findByRole('region', { name: 'Behandling' }, loadTimeout));
  await expect(await card.findByRole('list', { name: 'Behandlingsperioder' })).toBeVisible();
  // Ending sits in its own card, never beside "Skicka meddelande" in the header.
  const header = within(canvas.getByRole('region', { name }));
  await expect(header.getByRole('button', { name: 'Skicka meddelande' })).toBeVisible();
  await expect(header.queryByRole('button', { name: 'Avsluta behandling' })).toBeNull();
  return card;
};

export const InTreatment: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const card = await treatmentCard(canvasElement);
    await expect(card.getAllByRole('listitem')[0]).toHaveTextContent(/^Period 2 pågår sedan/);
    await expect(card.getAllByRole('listitem')[1]).toHaveTextContent('Period 1 2 mars 2026 – 15 maj 2026');
  },
};

export const EndDialog: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const card = await treatmentCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Avsluta behandling' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Avsluta behandling?' });
    await expect(dialog).toHaveTextContent('Uppgifter som är planerade efter i dag tas bort');
    await expect(dialog).toHaveTextContent('Du kan öppna en ny behandlingsperiod senare.');
  },
};

export const Ended: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    msw: {
      handlers: [
        noQuestionnaires(ended),
        http.post(`/patients/list/${ended.details.id}/reopen-treatment`, () => HttpResponse.json(shownPatient.details)),
        ...patientHandlers(ended),
        ...frameHandlers(clinic.list),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const card = await treatmentCard(canvasElement);
    await expect(card.getAllByRole('listitem')[0]).toHaveTextContent(/^Period 2 .* – /);
    await expect(card.getByRole('button', { name: 'Ny behandlingsperiod' })).toBeVisible();
  },
};

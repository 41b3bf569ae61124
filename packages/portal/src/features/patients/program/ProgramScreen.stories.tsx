import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clinic, frameHandlers } from '../../../stories/handlers';
import { resetProgramLines } from '../../../stories/libraryHandlers';
import { patientHandlers, patientPath, shownPatient } from '../../../stories/patientHandlers';
import { patientView } from '../../../stories/patientStories';
import { loadTimeout, screenMeta, type PortalScreen } from '../../../stories/PortalScreen';

const meta = {
  title: 'Screens/Patient/Program',
  ...screenMeta,
  beforeEach: [...screenMeta.beforeEach, resetProgramLines],
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

const strengthLine = 'Måndag · Styrka, nivå 2';

/** The program's lines with their exercises, scrolled into view once their pictures are drawn. */
const lineExercises = async (canvasElement: HTMLElement) => {
  const canvas = await thisWeek(canvasElement);
  const card = await canvas.findByRole('region', { name: 'Övningar i programmet' }, loadTimeout);
  const line = within(card).getByRole('region', { name: strengthLine });
  await within(line).findByText('Knäböj mot stol', {}, loadTimeout);
  await waitFor(() => {
    const image = line.querySelector('img');
    expect(image?.complete && image.naturalWidth > 0).toBe(true);
  }, loadTimeout);
  card.scrollIntoView({ block: 'start' });
  return { canvas, card, line: within(line) };
};

export const LineExercisesOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const { line } = await lineExercises(canvasElement);
    await expect(line.getByText('3 × 10 · vila 60 s · 3 gånger/vecka')).toBeVisible();
    await expect(line.getByText('Kommentar: Res dig långsamt och utan att ta spjärn med händerna.')).toBeVisible();
    await expect(line.getByRole('button', { name: 'Flytta upp Knäböj mot stol' })).toBeDisabled();
  },
};

/** An exercise picked from the library, searched, with its dosage changed before it is added. */
export const AddExerciseOnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const { line } = await lineExercises(canvasElement);
    await userEvent.click(line.getByRole('button', { name: `Lägg till övning: ${strengthLine}` }));
    const picker = within(await screen.findByRole('dialog', { name: 'Lägg till övning' }));
    await userEvent.type(picker.getByRole('searchbox', { name: 'Sök övning' }), 'gummiband');
    await userEvent.click(await picker.findByRole('row', { name: 'Knäböj med gummiband' }, loadTimeout));
    const dosage = within(await screen.findByRole('dialog', { name: 'Lägg till Knäböj med gummiband' }));
    await expect(dosage.getByRole('textbox', { name: 'Repetitioner' })).toHaveValue('12');
    const sets = dosage.getByRole('textbox', { name: 'Set' });
    await userEvent.clear(sets);
    await userEvent.type(sets, '4');
    await userEvent.type(dosage.getByRole('textbox', { name: 'Kommentar till patienten' }), 'Bandet ovanför knäna.');
    await userEvent.click(dosage.getByRole('button', { name: 'Lägg till' }));
    await expect(await line.findByText('4 × 12 · vila 90 s · 3 gånger/vecka · Gult gummiband', {}, loadTimeout)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The save button's pending state was read out by its label, which left with the dialog; react-aria's
    // announcer lets go of it after a few seconds, and until then it is an image without a name to axe.
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(), { timeout: 15_000 });
  },
};

/** Reordered with the keyboard alone: focus stays with the exercise that moved. */
export const ReorderOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const { line } = await lineExercises(canvasElement);
    line.getByRole('button', { name: 'Flytta ned Knäböj mot stol' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(line.getByRole('button', { name: 'Flytta upp Knäböj mot stol' })).toHaveFocus());
    const [first] = line.getAllByRole('listitem');
    await expect(first).toHaveTextContent('Planka på knä');
  },
};

export const ApplyTemplateOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const { card } = await lineExercises(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: 'Använd mall' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Använd mall' }));
    const template = await dialog.findByRole('button', { name: /^Välj mall/ }, loadTimeout);
    await waitFor(() => expect(template).toBeEnabled(), loadTimeout);
    await userEvent.click(template);
    await userEvent.click(await screen.findByRole('option', { name: 'Knäartros (12 veckor)' }));
    await expect(dialog.getByText('3 programrader med totalt 6 övningar')).toBeVisible();
  },
};

/** The dosage and comment of an exercise on the line, changed in a dialog that fits a phone. */
export const ChangeDosageOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const { line } = await lineExercises(canvasElement);
    await userEvent.click(line.getByRole('button', { name: 'Ändra dosering och kommentar: Knäböj mot stol' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ändra Knäböj mot stol' }));
    await expect(dialog.getByRole('textbox', { name: 'Set' })).toHaveValue('3');
    await expect(dialog.getByRole('textbox', { name: 'Kommentar till patienten' })).toHaveValue('Res dig långsamt och utan att ta spjärn med händerna.');
  },
};

/** Which theory lessons the patient has read, at the foot of the tab. */
const lessonsRead = async (canvasElement: HTMLElement) => {
  const canvas = await thisWeek(canvasElement);
  const card = await canvas.findByRole('region', { name: 'Teorilektioner' }, loadTimeout);
  await within(card).findByText('1. Varför rörelse hjälper', {}, loadTimeout);
  card.scrollIntoView({ block: 'start' });
  return within(card);
};

export const LessonsReadOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const card = await lessonsRead(canvasElement);
    await expect(card.getByText('Läst 3 nov.')).toBeVisible();
    await expect(card.getByText('Inte läst')).toBeVisible();
  },
};

export const LessonsReadOnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const card = await lessonsRead(canvasElement);
    await expect(card.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LessonsReadOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const card = await lessonsRead(canvasElement);
    await expect(card.getByText('Läst 11 nov.')).toBeVisible();
  },
};

/** A program line's end moved to yesterday is refused before it is sent; its level is chosen as "Nivå N". */
export const EditLineOnTablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = await thisWeek(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ändra Styrka på Måndag' }, loadTimeout));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ändra programrad: Styrka' }));
    await expect(dialog.getByRole('button', { name: /Nivå 2/ })).toBeVisible();
    const finish = within(dialog.getByRole('group', { name: 'Slut' }));
    await userEvent.click(finish.getByRole('spinbutton', { name: /år/ }));
    await userEvent.keyboard('20261117');
    await userEvent.click(dialog.getByRole('button', { name: 'Spara' }));
    await expect(await dialog.findByText('Datumet har redan passerat, välj i dag eller senare')).toBeVisible();
    await expect(screen.queryByText('Programmet uppdaterat')).toBeNull();
  },
};

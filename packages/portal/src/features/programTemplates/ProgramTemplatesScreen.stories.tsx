import { programTemplate, programTemplateBody, updateProgramTemplateBody, type ProgramTemplate } from '@rehab/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { frameHandlers } from '../../stories/handlers';
import { libraryHandlers } from '../../stories/libraryHandlers';
import { libraryExercises, programTemplates } from '../../stories/libraryFixtures';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

/** The templates as the stories' server keeps them: a story's change shows until the next story starts. */
let kept: ProgramTemplate[] = [...programTemplates];
const reset = () => {
  kept = [...programTemplates];
};

const templateHandlers = [
  http.get('/organizations/:id/program-templates', () => HttpResponse.json(kept)),
  http.post('/organizations/:id/program-templates', async ({ request, params }) => {
    const body = programTemplateBody.parse(await request.json());
    const made = programTemplate.parse({
      id: '45000000-0000-4000-8000-0000000000ff',
      organizationId: String(params.id),
      name: body.name,
      weeks: body.weeks,
      retiredAt: null,
      createdAt: '2026-11-18T14:30:00+01:00',
      lines: body.lines.map((line) => ({
        ...line,
        exercises: line.exercises.map((each, position) => {
          const exercise = libraryExercises.find((one) => one.id === each.exerciseId);
          return { exerciseId: each.exerciseId, name: exercise?.name, kind: exercise?.kind, level: exercise?.level, position, dosage: { ...exercise?.dosage, ...each.dosage }, comment: each.comment ?? '' };
        }),
      })),
    });
    kept = [...kept, made];
    return HttpResponse.json(made, { status: 201 });
  }),
  http.put('/organizations/:id/program-templates/:templateId', async ({ request, params }) => {
    const body = updateProgramTemplateBody.parse(await request.json());
    kept = kept.map((each) => (each.id === params.templateId ? { ...each, name: body.name, weeks: body.weeks, retiredAt: body.retired ? '2026-11-18T14:30:00+01:00' : null } : each));
    return HttpResponse.json(kept.find((each) => each.id === params.templateId));
  }),
];

const meta = {
  title: 'Screens/Program templates',
  ...screenMeta,
  beforeEach: [...screenMeta.beforeEach, reset],
  args: { path: '/program-templates' },
  parameters: {
    screen: true,
    msw: { handlers: [...templateHandlers, ...libraryHandlers(), ...frameHandlers()] },
    docs: {
      description: {
        component:
          "The organization's program templates (`/program-templates`) in the whole frame: those in use with their lines and exercises, the retired ones apart; a template is made from the library's exercises line by line, changed and retired (asked first) here, and applied on a patient's program tab.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const inUse = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const card = within(await canvas.findByRole('region', { name: 'I bruk' }, loadTimeout));
  await card.findByRole('link', { name: 'Knäartros' }, loadTimeout);
  return { canvas, card };
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const { canvas, card } = await inUse(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Programmallar', level: 2 })).toBeVisible();
    await expect(card.getByText('2 mallar')).toBeVisible();
    await expect(card.getByText('12 veckor · 3 programrader · 6 övningar')).toBeVisible();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await inUse(canvasElement);
  },
};

/** Retiring asks first; the template then stands apart, with "Ta i bruk igen". */
export const RetireOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const { canvas, card } = await inUse(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Ta ur bruk: Ländrygg' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Ta Ländrygg ur bruk?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ta ur bruk' }));
    const retired = within(await canvas.findByRole('region', { name: 'Tagna ur bruk' }, loadTimeout));
    await expect(retired.getByRole('button', { name: 'Ta i bruk igen: Ländrygg' })).toBeVisible();
    // By its name: the toast that says it was retired is an alertdialog too, and stays for the picture.
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Ta Ländrygg ur bruk?' })).toBeNull());
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(), { timeout: 15_000 });
    window.scrollTo(0, 0);
  },
};

/** A new template: refused until named, then a line's exercise picked from the library and saved. */
export const NewTemplateOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const { canvas } = await inUse(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ny mall' }));
    await canvas.findByRole('heading', { name: 'Ny programmall', level: 2 }, loadTimeout);
    await userEvent.click(canvas.getByRole('button', { name: 'Spara mallen' }));
    await expect(canvas.getByRole('textbox', { name: /Namn/ })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(canvas.getByRole('textbox', { name: /Namn/ }), 'Axel, 10 veckor');
    const line = within(canvas.getByRole('region', { name: 'Rad 1: Måndag, Styrka' }));
    await userEvent.click(line.getByRole('button', { name: /Lägg till övning/ }));
    const picker = within(await screen.findByRole('dialog', { name: 'Lägg till övning' }));
    await userEvent.click(await picker.findByRole('row', { name: /^Sittande knästräckning/ }, loadTimeout));
    const dosage = within(await screen.findByRole('dialog', { name: 'Lägg till Sittande knästräckning' }));
    await userEvent.type(dosage.getByRole('textbox', { name: 'Kommentar till patienten' }), 'Lugnt tempo.');
    await userEvent.click(dosage.getByRole('button', { name: 'Lägg till' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(line.getByText('Kommentar: Lugnt tempo.')).toBeVisible();
    await expect(line.getByText('Sittande knästräckning')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Spara mallen' }));
    // Found in the whole screen: the list is drawn anew once the saved template is fetched.
    await expect(await canvas.findByRole('link', { name: 'Axel, 10 veckor' }, loadTimeout)).toBeVisible();
    // Saved with the exercise added, not before it (the dosage dialog's submit is its own).
    await expect(canvas.getByText('Måndag · Styrka: Sittande knästräckning')).toBeVisible();
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(), { timeout: 15_000 });
  },
};

/** An existing template opened for a change, its lines and exercises as saved, at a phone's width. */
export const EditOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { path: `/program-templates/${programTemplates[0]?.id ?? ''}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Ändra Knäartros', level: 2 }, loadTimeout);
    await expect(canvas.getByRole('textbox', { name: /Namn/ })).toHaveValue('Knäartros');
    await expect(canvas.getAllByRole('region', { name: /^Rad \d/ })).toHaveLength(3);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { frameHandlers } from '../../stories/handlers';
import { libraryHandlers } from '../../stories/libraryHandlers';
import { squatToChair } from '../../stories/libraryFixtures';
import { loadTimeout, screenMeta, type PortalScreen } from '../../stories/PortalScreen';

const exercisePath = `/library/${squatToChair.id}`;

const meta = {
  title: 'Screens/Library',
  ...screenMeta,
  args: { path: '/library' },
  parameters: {
    screen: true,
    msw: { handlers: [...libraryHandlers(), ...frameHandlers()] },
    docs: {
      description: {
        component:
          "The exercise library (`/library`, Övningsbank) and one exercise (`/library/{exerciseId}`) in the whole frame, as a physio of Rehabkliniken Syd AB sees them: the base set and the clinic's own, searched and filtered, each with its picture.",
      },
    },
  },
} satisfies Meta<typeof PortalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every picture the screen shows has been drawn, so the picture of the screen holds still. */
const picturesDrawn = async (canvasElement: HTMLElement) => {
  await waitFor(() => {
    const images = [...canvasElement.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
  }, loadTimeout);
};

const library = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Övningar' }, loadTimeout);
  await within(list).findByRole('article', { name: 'Knäböj mot stol' }, loadTimeout);
  await picturesDrawn(canvasElement);
  return { canvas, list };
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await library(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Övningsbank', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('10 övningar');
    await expect(within(list).getByRole('article', { name: 'Knäböj mot stol' })).toHaveTextContent('Egen');
    await expect(canvas.getByRole('link', { name: 'Övningsbank' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await library(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await library(canvasElement);
  },
};

/** Filtered by kind from the address, then searched: the list follows, and says when nothing matches. */
export const FilteredAndSearched: Story = {
  args: { path: '/library?kind=walking' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Övningar' }, loadTimeout);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Sök övning' }), 'simning');
    await expect(await canvas.findByRole('heading', { name: 'Ingen övning matchar sökningen' }, loadTimeout)).toBeVisible();
  },
};

/** A new exercise sent empty: each field the contract requires says so. */
export const NewExerciseErrors: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const { canvas } = await library(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ny övning' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ny övning' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Skapa övning' }));
    await expect(await dialog.findByText('Skriv minst ett steg på svenska')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Namn på svenska' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Namn på svenska' })).toHaveFocus();
  },
};

const exercisePage = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Knäböj mot stol', level: 2 }, loadTimeout)).toBeVisible();
  await canvas.findByRole('link', { name: 'Knäböj med gummiband (nivå 4)' }, loadTimeout);
  await canvas.findByRole('img', { name: 'Knäböj mot stol, bild 2' }, loadTimeout);
  await picturesDrawn(canvasElement);
  return canvas;
};

export const ExerciseOnDesktop: Story = {
  args: { path: exercisePath },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = await exercisePage(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Så här gör du' })).toBeVisible();
    await expect(canvas.getByText('3 × 10 · vila 60 s · 3 gånger/vecka')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sittande knästräckning (nivå 1)' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('video')).toHaveAttribute('aria-label', 'Film: Knäböj mot stol'), loadTimeout);
    await expect(canvas.getByRole('button', { name: 'Redigera' })).toBeVisible();
  },
};

export const ExerciseOnTablet: Story = {
  args: { path: exercisePath },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    await exercisePage(canvasElement);
  },
};

/** A base exercise is not changed in place: it is copied into the clinic's library first. */
export const BaseExerciseOnPhone: Story = {
  args: { path: `/library/${squatToChair.harderId ?? ''}` },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Knäböj med gummiband', level: 2 }, loadTimeout)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kopiera till vår övningsbank' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Redigera' })).toBeNull();
    await picturesDrawn(canvasElement);
  },
};

export const LoadFailed: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: [...libraryHandlers('error'), ...frameHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Det gick inte att hämta övningsbanken' }, loadTimeout)).toBeVisible();
  },
};

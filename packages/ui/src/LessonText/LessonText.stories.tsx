import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { LessonText, type LessonTextProps } from './LessonText';

const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#D9EDFA"/><circle cx="200" cy="70" r="22" fill="#1F6B80"/><rect x="188" y="92" width="24" height="80" rx="10" fill="#1F6B80"/><rect x="176" y="170" width="14" height="90" rx="6" fill="#1F6B80" transform="rotate(12 183 170)"/><rect x="210" y="170" width="14" height="90" rx="6" fill="#1F6B80" transform="rotate(-12 217 170)"/></svg>',
  );

function Lesson(props: LessonTextProps & { onRead: () => void }) {
  const { onRead, ...lesson } = props;
  return (
    <LessonText {...lesson}>
      <Button variant="contained" onPress={onRead}>
        Jag har läst lektionen
      </Button>
    </LessonText>
  );
}

const padded = [
  (Story: () => ReactNode) => (
    <Box padding="lg">
      <Story />
    </Box>
  ),
];

const meta = {
  title: 'Exercise/LessonText',
  component: Lesson,
  args: {
    eyebrow: 'Teorilektion 1',
    title: 'Varför rörelse hjälper',
    blocks: [
      { type: 'paragraph', text: 'Vid artros i knä eller höft är träning den behandling som hjälper flest. Brosket i leden får sin näring när leden belastas och avlastas om vartannat.' },
      { type: 'heading', text: 'Vad träningen gör' },
      { type: 'list', items: ['Starkare muskler runt leden tar upp en del av belastningen.', 'Leden blir rörligare och känns mindre stel.', 'Smärtan minskar för de flesta efter 6–8 veckor.'] },
      { type: 'picture', src: picture, alt: 'En person går en promenad i lugn takt.' },
      { type: 'heading', text: 'Så kommer du igång' },
      { type: 'paragraph', text: 'Börja där du är. Det är bättre att träna lite och ofta än mycket och sällan.' },
    ],
    onRead: fn(),
  },
  decorators: padded,
  parameters: {
    screen: true,
    docs: {
      description: {
        component:
          'A theory lesson in the patient app: its title, then headings, paragraphs, lists and pictures from the lesson’s structured content (plain text, no markup), in large type at a reading width. The screen passes in marking it read.',
      },
    },
  },
} satisfies Meta<typeof Lesson>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Varför rörelse hjälper' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Vad träningen gör', 'Så kommer du igång']);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'En person går en promenad i lugn takt.' })).toHaveAttribute('src', picture);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Jag har läst lektionen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRead).toHaveBeenCalledTimes(1);
    window.scrollTo(0, 0);
  },
};

export const OnATablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    // The text keeps a reading width on a wide screen.
    const article = within(canvasElement).getByRole('article');
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(680);
  },
};

export const OnADesktop: Story = { globals: { viewport: { value: 'desktop' } } };

export const PictureLoading: Story = {
  args: { blocks: [{ type: 'picture', alt: 'En person går en promenad i lugn takt.' }, { type: 'paragraph', text: 'Börja där du är.' }] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'En person går en promenad i lugn takt.' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const MarkupStaysText: Story = {
  args: { blocks: [{ type: 'paragraph', text: '<img src=x onerror=alert(1)> <b>fet</b>' }] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    // Content is text: what looks like markup is shown as written, never rendered.
    await expect(within(canvasElement).getByText('<img src=x onerror=alert(1)> <b>fet</b>')).toBeInTheDocument();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { HoldTimer } from '../HoldTimer';
import { SetCounter } from '../SetCounter';
import { ExercisePlayer, type ExercisePlayerProps } from './ExercisePlayer';

const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#D9EDFA"/><rect x="150" y="170" width="100" height="12" fill="#5F5F5F"/><circle cx="200" cy="80" r="22" fill="#1F6B80"/><rect x="188" y="102" width="24" height="70" rx="10" fill="#1F6B80"/></svg>',
  );

const timerLabels = { heading: 'Vila', start: 'Starta', pause: 'Pausa', resume: 'Fortsätt', reset: 'Börja om', started: 'Tiden går', paused: 'Pausad', finished: 'Tiden är ute' };

function Controls({ onFinish }: { onFinish: () => void }) {
  const [done, setDone] = useState(0);
  return (
    <>
      <SetCounter
        total={3}
        done={done}
        onChange={setDone}
        labels={{ heading: 'Set', value: `${done} av 3`, next: done >= 3 ? 'Alla set klara' : `Klar med set ${done + 1}`, back: 'Ångra ett set' }}
      />
      <HoldTimer seconds={60} labels={timerLabels} withSignal={false} />
      <Button variant="contained" onPress={onFinish}>
        Klar med övningen
      </Button>
    </>
  );
}

function Player(props: Omit<ExercisePlayerProps, 'children'> & { onFinish: () => void; withControls?: boolean }) {
  const { onFinish, withControls = true, ...player } = props;
  return <ExercisePlayer {...player}>{withControls && <Controls onFinish={onFinish} />}</ExercisePlayer>;
}

/** Pictured as the phone's window shows it, from the top: the player is longer than one screen. */
const asPhoneScreen = {
  globals: { viewport: { value: 'phone' } },
  parameters: { screen: true },
  decorators: [
    (Story: () => ReactNode) => (
      <Box padding="lg">
        <Story />
      </Box>
    ),
  ],
};

const meta = {
  title: 'Exercise/ExercisePlayer',
  component: Player,
  args: {
    name: 'Uppresning från stol',
    media: { kind: 'picture', src: picture, alt: 'Uppresning från stol' },
    dosage: ['3 set', '10 repetitioner', 'Vila 60 sekunder'],
    comment: { heading: 'Från din fysioterapeut', text: 'Ta det lugnt de första gångerna. Det ska kännas i låren, inte i knät.' },
    steps: {
      heading: 'Så gör du',
      items: ['Sitt längst fram på en stadig stol med fötterna i golvet.', 'Luta dig lätt framåt och res dig utan att ta stöd med händerna.', 'Sätt dig långsamt ner igen.'],
    },
    watchOuts: { heading: 'Tänk på', text: 'Håll knäna i linje med tårna. Sluta om det gör ont i knät.' },
    onFinish: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'One exercise of today’s program in the patient app: the picture or the video (the browser’s controls, its poster before it plays), the name, the dosage, the physio’s comment, the steps and what to watch out for, in large type. The screen passes the controls in (a `SetCounter`, a `HoldTimer`, finishing); they sit beside the steps on a tablet and below them on a phone.',
      },
    },
  },
} satisfies Meta<typeof Player>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPhone: Story = {
  ...asPhoneScreen,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Uppresning från stol' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Uppresning från stol' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toContain('10 repetitioner');
    await expect(canvas.getByRole('region', { name: 'Från din fysioterapeut' })).toHaveTextContent('inte i knät');
    await userEvent.click(canvas.getByRole('button', { name: 'Klar med set 1' }));
    await expect(canvas.getByText('1 av 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Klar med övningen' }));
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    // The press scrolled the button into view; the picture is of the whole player from its top.
    window.scrollTo(0, 0);
  },
};

export const OnATablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The controls stand beside the steps.
    const steps = canvas.getByRole('heading', { name: 'Så gör du' }).getBoundingClientRect();
    const counter = canvas.getByRole('region', { name: 'Set' }).getBoundingClientRect();
    await expect(counter.left).toBeGreaterThan(steps.right);
  },
};

export const Video: Story = {
  args: { media: { kind: 'video', poster: picture, label: 'Film: Uppresning från stol' }, comment: undefined, watchOuts: undefined, withControls: false },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('poster', picture);
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('Film: Uppresning från stol');
  },
};

export const PictureLoading: Story = {
  args: { media: { kind: 'picture', alt: 'Uppresning från stol' }, dosage: ['2 set', 'Håll 30 sekunder'], withControls: false },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Uppresning från stol' })).toHaveAttribute('aria-busy', 'true');
  },
};

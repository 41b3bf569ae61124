import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { InfoIcon } from '../Icon';
import { DialogTrigger, PopoverDialog } from './index';
import { withOverlaySpace } from '../stories/withOverlaySpace';

const meta = {
  decorators: [withOverlaySpace(320)],
  title: 'Overlays/Popover',
  component: PopoverDialog,
  args: { title: 'Uppskattad kapacitet', children: 'Patientens egen uppskattning av hur mycket hen orkar, från 0 till 10.' },
  parameters: {
    docs: {
      description: {
        component:
          '`PopoverDialog` inside a `DialogTrigger` opens a small non-modal dialog beside its trigger: Escape or a click outside closes it and focus returns to the trigger. `Popover` alone is the surface under Menu, Select, ComboBox and DatePicker.',
      },
    },
  },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <IconButton aria-label="Om uppskattad kapacitet">
        <InfoIcon />
      </IconButton>
      <PopoverDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof PopoverDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Uppskattad kapacitet' })).toBeVisible());
  },
};

export const Placement: Story = { args: { placement: 'end' } };

export const LongContent: Story = {
  args: {
    title: 'Välbefinnandeaktivitetsindexberäkning',
    children:
      'Uppskattningen görs av patienten efter varje genomförd aktivitet och sammanställs veckovis i hälsorapporten; långa ord som rehabiliteringsprogramsuppföljning bryts utan att rutan spricker.',
  },
};

export const Keyboard: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="outlined">Visa förklaring</Button>
      <PopoverDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Visa förklaring' });
    // The story before this one leaves its popover open; react-aria hands focus back a frame after it
    // unmounts, which would take focus from our trigger if we tabbed first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Uppskattad kapacitet' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus comes back to the trigger a frame after the overlay has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

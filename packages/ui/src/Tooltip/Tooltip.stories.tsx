import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DownloadIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Tooltip, TooltipTrigger, type TooltipProps } from './Tooltip';
import { withOverlaySpace } from '../stories/withOverlaySpace';

function renderTrigger(args: TooltipProps, defaultOpen: boolean) {
  return (
    <div style={{ padding: 48 }}>
      <TooltipTrigger defaultOpen={defaultOpen}>
        <IconButton aria-label="Ladda ner rapport">
          <DownloadIcon />
        </IconButton>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  );
}

const meta = {
  decorators: [withOverlaySpace(160)],
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { children: 'Ladda ner rapport' },
  parameters: {
    docs: {
      description: {
        component:
          'Put a focusable trigger (usually an IconButton) and a `Tooltip` inside `TooltipTrigger`. It opens on hover after a delay and at once on keyboard focus; Escape closes it. The tooltip repeats or explains the trigger\'s name; it never holds actions or the only copy of important text.',
      },
    },
  },
  render: (args) => renderTrigger(args, false),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ladda ner rapport' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Ladda ner rapport');
    await expect(button).toHaveAttribute('aria-describedby', tip.id);
  },
};

export const ClosesOnEscape: Story = {
  play: async () => {
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const PlacedEnd: Story = { args: { placement: 'end' }, render: (args) => renderTrigger(args, true) };

export const LongText: Story = {
  render: (args) => renderTrigger(args, true),
  args: {
    placement: 'bottom',
    children: 'Ladda ner organisationens hälsorapport med välbefinnandeaktivitetsindex för hela rehabiliteringsperioden',
  },
};

import { parseDate, parseDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withOverlaySpace } from '../stories/withOverlaySpace';
import { DatePicker } from './DatePicker';

const onChange = fn();

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Startdatum', onChange },
  parameters: {
    docs: {
      description: {
        component:
          'A date typed segment by segment or picked in a calendar. Swedish by default (`locale`): 2026-03-16, Monday first, 24-hour time with `granularity="minute"`. Values are `@internationalized/date` objects. Keyboard: Tab moves between segments, arrows or digits change them; the calendar button (or Alt+Arrow Down) opens the calendar, Escape closes it and returns focus.',
      },
    },
  },
  decorators: [withOverlaySpace(460), (Story) => <div style={{ width: 320 }}><Story /></div>],
  beforeEach: () => onChange.mockClear(),
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Startdatum' });
    await expect(group).toHaveTextContent('åååå-mm-dd');
  },
};

export const Filled: Story = { args: { defaultValue: parseDate('2026-03-16') } };

export const TypeWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /år/i })).toHaveFocus();
    await userEvent.keyboard('2026');
    await userEvent.keyboard('03');
    await userEvent.keyboard('16');
    await expect(onChange).toHaveBeenLastCalledWith(parseDate('2026-03-16'));
  },
};

export const PickInCalendarWithKeyboard: Story = {
  args: { defaultValue: parseDate('2026-03-16') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const calendarButton = canvas.getByRole('button', { name: /kalender/i });
    await expect(calendarButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /16 mars 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onChange).toHaveBeenCalledWith(parseDate('2026-03-23'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria gives the focus back to the trigger a frame after the popover has gone.
    await waitFor(() => expect(calendarButton).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultValue: parseDate('2026-03-16'), defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(/mars 2026/i);
  },
};

export const DateAndTime: Story = {
  args: { label: 'Bokat samtal', granularity: 'minute', defaultValue: parseDateTime('2026-03-16T14:30') },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Bokat samtal' });
    await expect(group).toHaveTextContent(/2026-03-16.*14:30/);
  },
};

export const Invalid: Story = { args: { isRequired: true, errorMessage: 'Startdatum krävs' } };

export const OutOfRange: Story = {
  args: {
    defaultValue: parseDate('2026-02-01'),
    minValue: parseDate('2026-03-01'),
    errorMessage: 'Startdatum kan inte ligga före programmets början',
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseDate('2026-03-16') } };

import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Calendar } from './Calendar';

const onChange = fn();

const meta = {
  title: 'Forms/Calendar',
  component: Calendar,
  // Fixed dates: the screenshots must not depend on today.
  args: { 'aria-label': 'Bokningsdatum', defaultValue: parseDate('2026-03-16'), onChange },
  parameters: {
    docs: {
      description: {
        component:
          'A month grid (used inside DatePicker, and alone where a date is picked on the page). Swedish by default: weeks start on Monday, month names in Swedish (`locale` prop). Values are `@internationalized/date` objects (`parseDate("2026-03-16")`). Keyboard: arrows by day/week, Page Up/Down by month, Home/End to the week\'s ends, Enter picks.',
      },
    },
  },
  beforeEach: () => onChange.mockClear(),
} satisfies Meta<typeof Calendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent(/mars 2026/i);
    // Swedish weeks start on Monday.
    const weekdays = [...canvasElement.querySelectorAll('th')].map((header) => header.textContent);
    await expect(weekdays).toEqual(['M', 'T', 'O', 'T', 'F', 'L', 'S']);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const selected = canvas.getByRole('button', { name: /16 mars 2026/ });
    await waitFor(() => expect(selected).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(onChange).toHaveBeenCalledWith(parseDate('2026-03-24'));
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('heading')).toHaveTextContent(/april 2026/i);
  },
};

export const WithBounds: Story = {
  args: {
    minValue: parseDate('2026-03-09'),
    maxValue: parseDate('2026-03-27'),
    isDateUnavailable: (date) => date.toString() === '2026-03-18',
  },
};

export const English: Story = { args: { locale: 'en-US', 'aria-label': 'Booking date' } };

export const Disabled: Story = { args: { isDisabled: true } };

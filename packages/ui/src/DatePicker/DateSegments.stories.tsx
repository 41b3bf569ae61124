import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField, I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldLabel } from '../Field';
import { field, inputFrame } from '../Field/Field.css';
import { DateSegments } from './DateSegments';

const onChange = fn();

const meta = {
  title: 'Forms/DateSegments',
  component: DateSegments,
  // As TimeField draws them: the field's frame passed as `className`.
  args: { className: inputFrame },
  parameters: {
    docs: {
      description: {
        component:
          "The editable segments inside DatePicker and TimeField: one spin button per part of the date or time, in the locale's order with its separators (sv-SE: 2026-03-16 14:30, 24-hour). Digits fill a segment and move on to the next; arrows step it; Backspace empties it. Placeholders are real text in medium grey; the focused segment is filled with the primary colour.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => onChange.mockClear(),
} satisfies Meta<typeof DateSegments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Swedish date typed with the keyboard: year, month and day, each filled then left for the next. */
export const SwedishDateWithKeyboard: Story = {
  render: (args) => (
    <I18nProvider locale="sv-SE">
      <DateField className={field} onChange={onChange}>
        <FieldLabel>Startdatum</FieldLabel>
        <DateSegments {...args} />
      </DateField>
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Startdatum' });
    await expect(group).toHaveTextContent('åååå-mm-dd');
    const segments = within(group).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(3);
    for (const [index, part] of ['år', 'månad', 'dag'].entries())
      await expect(segments[index]).toHaveAccessibleName(new RegExp(`^${part}`));

    await userEvent.tab();
    await expect(segments[0]).toHaveFocus();
    await userEvent.keyboard('2026');
    await expect(segments[1]).toHaveFocus();
    await userEvent.keyboard('03');
    await expect(segments[2]).toHaveFocus();
    await userEvent.keyboard('16');
    await expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 16));
    await expect(group).toHaveTextContent('2026-03-16');

    // Arrows step the focused segment, Shift+Tab goes back to the one before.
    await userEvent.keyboard('{ArrowUp}');
    await expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 17));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(segments[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 2, 17));
    await expect(segments[1]).toHaveAttribute('aria-valuetext', expect.stringMatching(/februari/));
    await expect(group).toHaveTextContent('2026-02-17');
  },
};

/** A date and time: 24-hour, so hour and minute and no AM/PM segment. */
export const DateAndTime: Story = {
  render: (args) => (
    <I18nProvider locale="sv-SE">
      <DateField
        className={field}
        granularity="minute"
        hourCycle={24}
        onChange={onChange}
        defaultValue={new CalendarDateTime(2026, 11, 18, 14, 5)}
      >
        <FieldLabel>Bokat samtal</FieldLabel>
        <DateSegments {...args} />
      </DateField>
    </I18nProvider>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Bokat samtal' });
    await expect(group).toHaveTextContent(/^2026-11-18\s.?14:05/);
    const segments = within(group).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(5);
    for (const [index, part] of ['år', 'månad', 'dag', 'timme', 'minut'].entries())
      await expect(segments[index]).toHaveAccessibleName(new RegExp(`^${part}`));

    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(segments[3]).toHaveFocus();
    await userEvent.keyboard('16');
    await expect(segments[4]).toHaveFocus();
    await userEvent.keyboard('30');
    await expect(onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2026, 11, 18, 16, 30));
    await expect(group).toHaveTextContent(/^2026-11-18\s.?16:30/);
  },
};

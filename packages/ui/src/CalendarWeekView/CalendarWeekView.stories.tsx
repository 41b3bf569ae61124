import type { Meta, StoryObj } from '@storybook/react-vite';
import { addWeeks } from 'date-fns';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarWeekView, type CalendarWeekEntry, type CalendarWeekViewLabels } from './CalendarWeekView';

const labels: CalendarWeekViewLabels = {
  week: 'v.',
  navigation: 'Byt vecka',
  previousWeek: 'Föregående vecka',
  thisWeek: 'Denna vecka',
  nextWeek: 'Nästa vecka',
  today: 'Idag',
  emptyDay: 'Inget planerat',
  loading: 'Hämtar veckans uppgifter…',
  types: {
    appointment: 'Bokat besök',
    lesson: 'Teorilektion',
    'exercise-strength': 'Styrketräning',
    'exercise-pulse': 'Promenad',
    questionary: 'Frågeformulär',
  },
  statuses: { planned: 'Planerad', done: 'Klar', skipped: 'Överhoppad' },
};

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

const entries: CalendarWeekEntry[] = [
  { id: '1', start: at(16, 8, 30), title: 'Uppföljningssamtal', patientName: 'Anna Lindqvist', type: 'appointment' },
  { id: '2', start: at(16, 13, 0), title: 'Knäböj och utfall, nivå 2', patientName: 'Erik Johansson', type: 'exercise-strength', status: 'done' },
  { id: '3', start: at(17, 9, 15), title: 'Stresshantering i vardagen', patientName: 'Maria Nilsson', type: 'lesson', status: 'done' },
  { id: '4', start: at(17, 16, 45), title: 'Promenad 30 minuter', patientName: 'Karl-Henrik Strömberg-Söderholm', type: 'exercise-pulse', status: 'skipped' },
  { id: '5', start: at(18, 10, 0), title: 'Välbefinnandeformulär', patientName: 'Fatima Al-Hassan', type: 'questionary', status: 'planned' },
  { id: '6', start: at(19, 7, 5), title: 'Rehabiliteringsuppföljningsbesök', patientName: 'Johanna Ekström', type: 'appointment' },
  { id: '7', start: at(19, 11, 30), title: 'Armhävningar mot vägg', patientName: 'Lars Petersson', type: 'exercise-strength', status: 'planned' },
  { id: '8', start: at(19, 18, 0), title: 'Intervallpromenad', patientName: 'Sofia Bergström', type: 'exercise-pulse', status: 'planned' },
  { id: '10', start: at(18, 0, 0), title: 'Andningsövning', patientName: 'Anna Lindqvist', type: 'exercise-pulse', status: 'done', isAllDay: true },
  { id: '9', start: at(20, 14, 0), title: 'Fysisk aktivitet – frågeformulär', patientName: 'Oskar Wallin', type: 'questionary', status: 'planned' },
];

const meta = {
  title: 'Data/CalendarWeekView',
  component: CalendarWeekView,
  args: {
    week: new Date(2026, 10, 19),
    today: new Date(2026, 10, 19),
    entries,
    labels,
    onPreviousWeek: fn(),
    onThisWeek: fn(),
    onNextWeek: fn(),
    onEntryPress: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The to-do home. A Monday-first week; each day lists its tasks and calendar entries by time (24 h). Task status is shown by colour, shape and text. Each day is a grid list: Tab reaches a day, arrow keys move between its entries, Enter opens one (onEntryPress). The caller owns the week and passes `today`, so nothing reads a clock.',
      },
    },
  },
} satisfies Meta<typeof CalendarWeekView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('v. 47 · 16–22 nov. 2026');
    await expect(canvas.getByRole('heading', { name: 'torsdag 19 november, Idag' })).toBeInTheDocument();
    const monday = canvas.getByRole('grid', { name: 'måndag 16 november' });
    await expect(within(monday).getAllByRole('row')[0]).toHaveTextContent('08:30');
    // A task of the whole day comes first and shows no time.
    const wednesday = within(canvas.getByRole('grid', { name: 'onsdag 18 november' })).getAllByRole('row');
    await expect(wednesday[0]).toHaveTextContent(/^Andningsövning/);
    await expect(wednesday[1]).toHaveTextContent(/^10:00/);
    await expect(within(canvas.getByRole('group', { name: 'Byt vecka' })).getByRole('button', { name: 'Denna vecka' })).toBeDisabled();
  },
};

export const KeyboardOpensEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Nästa vecka/ }).focus();
    await userEvent.tab();
    const rows = within(canvas.getByRole('grid', { name: 'måndag 16 november' })).getAllByRole('row');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEntryPress).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
  },
};

export const WeekNavigation: Story = {
  render: function Render(args) {
    const [week, setWeek] = useState(args.week);
    return (
      <CalendarWeekView
        {...args}
        week={week}
        onPreviousWeek={() => setWeek((current) => addWeeks(current, -1))}
        onThisWeek={() => setWeek(args.today)}
        onNextWeek={() => setWeek((current) => addWeeks(current, 1))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Nästa vecka/ }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('v. 48 · 23–29 nov. 2026');
    await expect(canvas.getAllByText('Inget planerat')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: /Nästa vecka/ }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('v. 49 · 30 nov.–6 dec. 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Denna vecka' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('v. 47');
  },
};

/** On a narrow screen the days keep a readable width and the week scrolls sideways, rather than breaking words apart. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 640 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const days = within(canvasElement).getAllByRole('grid');
    await expect(days).toHaveLength(7);
    for (const day of days) await expect(day.parentElement?.getBoundingClientRect().width ?? 0).toBeGreaterThanOrEqual(120);
    const week = days[0]?.parentElement?.parentElement;
    await expect(week && week.scrollWidth > week.clientWidth).toBe(true);
  },
};

export const YearBoundary: Story = {
  args: { week: new Date(2026, 11, 30), entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('v. 53 · 28 dec. 2026–3 jan. 2027');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hämtar veckans uppgifter…')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('grid')).toHaveLength(0);
  },
};

export const English: Story = {
  args: {
    locale: 'en-GB',
    labels: {
      ...labels,
      week: 'Wk',
      navigation: 'Change week',
      previousWeek: 'Previous week',
      thisWeek: 'This week',
      nextWeek: 'Next week',
      today: 'Today',
      emptyDay: 'Nothing planned',
      types: { appointment: 'Appointment', lesson: 'Theory lesson', 'exercise-strength': 'Strength', 'exercise-pulse': 'Walking', questionary: 'Questionnaire' },
      statuses: { planned: 'Planned', done: 'Done', skipped: 'Skipped' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('Wk 47 · 16 – 22 Nov 2026');
  },
};

const skippedDay: CalendarWeekEntry[] = [
  { id: 's1', start: at(18, 0), title: 'Karl-Henrik Strömberg-Söderholm', status: 'skipped', statusText: '3 överhoppade uppgifter', isAllDay: true },
  { id: 's2', start: at(18, 0), title: 'Fatima Al-Hassan', status: 'skipped', statusText: '2 överhoppade uppgifter', isAllDay: true },
  { id: 's3', start: at(18, 0), title: 'Anna Lindqvist', status: 'skipped', statusText: '1 överhoppad uppgift', isAllDay: true },
  { id: 's4', start: at(18, 0), title: 'Erik Johansson', status: 'skipped', statusText: '1 överhoppad uppgift', isAllDay: true },
  { id: 's5', start: at(18, 0), title: 'Maria Nilsson', status: 'skipped', statusText: '1 överhoppad uppgift', isAllDay: true },
  { id: 's6', start: at(18, 14), title: 'Återbesök', patientName: 'Oskar Wallin', type: 'appointment' },
];

/**
 * A crowded day: a card per patient with how many tasks they skipped, at most four cards a day (the
 * specialist's own booking is never the one left out), and the rest shown in place on request.
 */
export const CrowdedDay: Story = {
  args: {
    entries: [...entries.filter((entry) => entry.id !== '5' && entry.id !== '10'), ...skippedDay],
    maxEntriesPerDay: 4,
    labels: { ...labels, showAll: (count) => `Visa alla (${count})`, showFewer: 'Visa färre' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wednesday = canvas.getByRole('grid', { name: 'onsdag 18 november' });
    await expect(within(wednesday).getAllByRole('row')).toHaveLength(4);
    await expect(within(wednesday).getAllByRole('row')[0]).toHaveTextContent('Karl-Henrik Strömberg-Söderholm3 överhoppade uppgifter');
    await expect(within(wednesday).getAllByRole('row')[3]).toHaveTextContent(/^14:00Återbesök/);
    await expect(canvas.getAllByRole('button', { name: /^Visa alla/ })).toHaveLength(1);
    const showAll = canvas.getByRole('button', { name: 'Visa alla (6)' });
    await userEvent.click(showAll);
    await expect(within(wednesday).getAllByRole('row')).toHaveLength(6);
    await expect(showAll).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Visa färre' }));
    await expect(within(wednesday).getAllByRole('row')).toHaveLength(4);
  },
};

/** A phone: one day, with steps to the day before and after and back to today. */
export const OneDay: Story = {
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
  args: {
    day: new Date(2026, 10, 19),
    entries: [...entries, ...skippedDay.map((entry) => ({ ...entry, start: at(19, entry.start.getHours()) }))],
    maxEntriesPerDay: 4,
    labels: { ...labels, showAll: (count) => `Visa alla (${count})`, showFewer: 'Visa färre', previousDay: 'Föregående dag', nextDay: 'Nästa dag', dayNavigation: 'Byt dag' },
    onPreviousDay: fn(),
    onNextDay: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('grid')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'torsdag 19 november, Idag' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('group', { name: 'Byt dag' })).getByRole('button', { name: 'Idag' })).toBeDisabled();
    canvas.getByRole('button', { name: /Föregående dag/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPreviousDay).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Nästa dag/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNextDay).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DosageEditor, type DosageEditorLabels, type DosageValue } from './DosageEditor';

const labels: DosageEditorLabels = {
  legend: 'Dosering',
  measure: 'Mäts i',
  measures: { repetitions: 'Repetitioner', hold: 'Statiskt håll', duration: 'Tid' },
  sets: 'Set',
  repetitions: 'Repetitioner',
  holdSeconds: 'Håll (sekunder)',
  durationSeconds: 'Tid (sekunder)',
  restSeconds: 'Vila mellan set (sekunder)',
  timesPerWeek: 'Gånger per vecka',
  load: 'Belastning',
};

// The contract's bounds (packages/contract/src/library.ts); the ui package does not import it.
const bounds = {
  sets: { min: 1, max: 20 },
  repetitions: { min: 1, max: 200 },
  holdSeconds: { min: 1, max: 600 },
  durationSeconds: { min: 1, max: 10_800 },
  restSeconds: { min: 0, max: 600 },
  timesPerWeek: { min: 1, max: 21 },
};

const squat: DosageValue = { sets: 3, repetitions: 10, holdSeconds: null, durationSeconds: null, restSeconds: 60, timesPerWeek: 3, load: 'Gult gummiband' };

const onChange = fn();

function Editor({ initial, errors, isDisabled }: { initial: DosageValue; errors?: Partial<Record<keyof DosageValue, string>>; isDisabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <DosageEditor
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      bounds={bounds}
      loadMaxLength={80}
      labels={labels}
      errors={errors}
      isDisabled={isDisabled}
    />
  );
}

const meta = {
  title: 'Forms/DosageEditor',
  component: Editor,
  args: { initial: squat },
  parameters: {
    docs: {
      description: {
        component:
          "The dosage of an exercise: sets; repetitions, repetitions held (a static hold) or a time; rest between sets; times a week; and the load in words. Each number stays within the contract's bounds (`bounds`), an emptied field is left out (null), and changing how it is measured clears the parts that no longer apply. Texts and bounds come in as props.",
      },
    },
  },
  beforeEach: () => onChange.mockClear(),
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Dosering' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Set' })).toHaveValue('3');
    await expect(canvas.queryByRole('textbox', { name: 'Tid (sekunder)' })).toBeNull();
  },
};

/** Keyboard: the arrow keys step a number and stop at its bound. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { initial: { ...squat, sets: 19 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sets = canvas.getByRole('textbox', { name: 'Set' });
    await userEvent.click(sets);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(sets).toHaveValue('20');
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sets: 20 }));
    await userEvent.tab();
  },
};

/** Measured in time, the repetitions go; an emptied field is left out. */
export const PhoneMeasuredInTime: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tid' }));
    await expect(canvas.queryByRole('textbox', { name: 'Repetitioner' })).toBeNull();
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ repetitions: null, durationSeconds: null }));
    const time = canvas.getByRole('textbox', { name: 'Tid (sekunder)' });
    await userEvent.type(time, '45');
    await userEvent.tab();
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ durationSeconds: 45 }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Belastning' }));
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ load: null }));
  },
};

export const WithErrors: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { initial: { ...squat, load: 'x'.repeat(10) }, errors: { repetitions: 'Högst 200 repetitioner', load: 'Belastningen är för lång' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Repetitioner' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Högst 200 repetitioner')).toBeVisible();
  },
};

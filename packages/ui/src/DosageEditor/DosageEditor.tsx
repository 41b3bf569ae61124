import { useState } from 'react';
import { NumberField } from '../NumberField';
import { Radio, RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import * as styles from './DosageEditor.css';

/** A dosage as the contract has it: every part may be left out (null). */
export type DosageValue = {
  sets: number | null;
  repetitions: number | null;
  holdSeconds: number | null;
  durationSeconds: number | null;
  restSeconds: number | null;
  timesPerWeek: number | null;
  load: string | null;
};

export type DosageNumber = Exclude<keyof DosageValue, 'load'>;
/** How an exercise is measured: repetitions, repetitions each held a while, or a stretch of time. */
export type DosageMeasure = 'repetitions' | 'hold' | 'duration';

export type DosageEditorLabels = Record<keyof DosageValue, string> & {
  /** The group's name, e.g. "Dosering". */
  legend: string;
  /** e.g. "Mäts i". */
  measure: string;
  measures: Record<DosageMeasure, string>;
};

export type DosageEditorProps = {
  value: DosageValue;
  onChange: (value: DosageValue) => void;
  /** The least and most of each number (the contract's bounds). */
  bounds: Record<DosageNumber, { min: number; max: number }>;
  loadMaxLength: number;
  labels: DosageEditorLabels;
  /** A message per part, e.g. from the server's validation. */
  errors?: Partial<Record<keyof DosageValue, string>>;
  isDisabled?: boolean;
};

/** What each way of measuring shows besides sets, rest, times a week and load; the others are cleared. */
const measured: Record<DosageMeasure, DosageNumber[]> = {
  repetitions: ['repetitions'],
  hold: ['repetitions', 'holdSeconds'],
  duration: ['durationSeconds'],
};

function measureOf(value: DosageValue): DosageMeasure {
  if (value.durationSeconds !== null) return 'duration';
  if (value.holdSeconds !== null) return 'hold';
  return 'repetitions';
}

/**
 * The dosage of an exercise: sets; repetitions, or repetitions held, or a duration in seconds; rest; times a
 * week; and the load in words. Each number stays within its bounds, and an emptied field is left out (null).
 */
export function DosageEditor({ value, onChange, bounds, loadMaxLength, labels, errors = {}, isDisabled }: DosageEditorProps) {
  const [measure, setMeasure] = useState<DosageMeasure>(() => measureOf(value));
  const shown: DosageNumber[] = ['sets', ...measured[measure], 'restSeconds', 'timesPerWeek'];

  const changeMeasure = (next: DosageMeasure) => {
    setMeasure(next);
    const cleared = { ...value };
    for (const part of ['repetitions', 'holdSeconds', 'durationSeconds'] as const) if (!measured[next].includes(part)) cleared[part] = null;
    onChange(cleared);
  };

  return (
    <fieldset className={styles.fieldset} disabled={isDisabled}>
      <legend className={styles.legend}>{labels.legend}</legend>
      <RadioGroup label={labels.measure} orientation="horizontal" value={measure} onChange={(next) => changeMeasure(next as DosageMeasure)} isDisabled={isDisabled}>
        {(['repetitions', 'hold', 'duration'] as const).map((each) => (
          <Radio key={each} value={each}>
            {labels.measures[each]}
          </Radio>
        ))}
      </RadioGroup>
      <div className={styles.fields}>
        {shown.map((part) => (
          <NumberField
            key={part}
            label={labels[part]}
            minValue={bounds[part].min}
            maxValue={bounds[part].max}
            value={value[part] ?? Number.NaN}
            onChange={(next) => onChange({ ...value, [part]: Number.isNaN(next) ? null : Math.round(next) })}
            formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
            errorMessage={errors[part]}
            isDisabled={isDisabled}
          />
        ))}
        <TextField
          label={labels.load}
          value={value.load ?? ''}
          maxLength={loadMaxLength}
          onChange={(next) => onChange({ ...value, load: next.trim() === '' ? null : next })}
          errorMessage={errors.load}
          isDisabled={isDisabled}
        />
      </div>
    </fieldset>
  );
}

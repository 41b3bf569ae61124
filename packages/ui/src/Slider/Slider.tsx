import { useId, useImperativeHandle, useRef, type Ref } from 'react';
import { Slider as AriaSlider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { FieldLabel, isFieldInvalid, type FieldProps } from '../Field';
import { description as descriptionStyle, error as errorStyle, field } from '../Field/Field.css';
import { ErrorIcon } from '../Icon';
import { ends, header, output, thumb, track } from './Slider.css';

export type SliderProps = FieldProps & {
  /** The chosen number, or undefined while nothing is chosen. */
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  minValue: number;
  maxValue: number;
  step?: number;
  name?: string;
  /** Shown instead of a number while nothing is chosen, e.g. "Inte besvarad". */
  unsetText: string;
  /** The thumb's input, for react-hook-form's focus on the first error. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A number on a long scale (0–100) chosen by dragging or tapping the line, or with the arrow keys (Page Up and
 * Down jump a tenth, Home and End go to the ends). Until the person chooses, it shows no number and an outlined
 * thumb, so an untouched scale is never taken for an answer.
 */
export function Slider({ label, description, errorMessage, isInvalid, isRequired, value, onChange, onBlur, minValue, maxValue, step = 1, name, unsetText, ref }: SliderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const outputId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const invalid = isFieldInvalid({ isInvalid, errorMessage });
  const unset = value === undefined;
  const middle = minValue + Math.round((maxValue - minValue) / 2 / step) * step;
  return (
    <AriaSlider
      className={field}
      value={value ?? middle}
      onChange={(next) => onChange(next)}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
    >
      <div className={header}>
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <span id={outputId}>
          <SliderOutput className={output} data-unset={unset || undefined}>
            {({ state }) => (unset ? unsetText : state.getThumbValueLabel(0))}
          </SliderOutput>
        </span>
      </div>
      <SliderTrack className={track}>
        <SliderThumb
          className={thumb}
          name={name}
          inputRef={inputRef}
          onBlur={onBlur}
          data-unset={unset || undefined}
          data-invalid={invalid || undefined}
          isInvalid={invalid}
          isRequired={isRequired}
          // The thumb's value is the middle while nothing is chosen: the description says it is unanswered.
          aria-describedby={[unset ? outputId : '', description ? descriptionId : '', invalid ? errorId : ''].filter(Boolean).join(' ') || undefined}
        />
      </SliderTrack>
      <div className={ends} aria-hidden="true">
        <span>{minValue}</span>
        <span>{maxValue}</span>
      </div>
      {description ? (
        <span id={descriptionId} className={descriptionStyle}>
          {description}
        </span>
      ) : null}
      {/* react-aria's FieldError needs a form field's validation, which a slider has not: the message is linked by id. */}
      {invalid && errorMessage ? (
        <div id={errorId} className={errorStyle}>
          <ErrorIcon size="sm" />
          <span>{errorMessage}</span>
        </div>
      ) : null}
    </AriaSlider>
  );
}

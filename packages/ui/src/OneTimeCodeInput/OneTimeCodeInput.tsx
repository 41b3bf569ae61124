import { useId, useRef, useState, type ClipboardEvent, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { ErrorIcon } from '../Icon';
import { description as descriptionStyle, error as errorStyle, field, label as labelStyle, requiredMark } from '../Field/Field.css';
import type { FieldProps } from '../Field';
import { align as alignStyle, cell, cells } from './OneTimeCodeInput.css';

export type OneTimeCodeInputProps = Omit<FieldProps, 'label'> & {
  /** The visible label, e.g. "Verifieringskod". */
  label: string;
  /** Names each cell for screen readers, e.g. (1, 6) → "Siffra 1 av 6". */
  getCellLabel: (position: number, length: number) => string;
  length?: number;
  value?: string;
  defaultValue?: string;
  /** Called with the digits typed so far (no gaps are kept: "12" then "124"). */
  onChange?: (code: string) => void;
  /** Called once every cell holds a digit, e.g. to submit the code. */
  onComplete?: (code: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  name?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** `center` in a centred layout such as the sign-in card; `start` (the default) beside other fields. */
  align?: keyof typeof alignStyle;
  /** The first cell, for react-hook-form's focus on the first error. */
  ref?: Ref<HTMLInputElement>;
};

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A verification code, one cell per digit. Typing moves on, Backspace on an empty cell goes back and
 * clears, pasting (or the phone's SMS/e-mail autofill) fills every cell, arrows move between cells.
 */
export function OneTimeCodeInput({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  getCellLabel,
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  onBlur,
  name,
  isDisabled,
  autoFocus,
  align = 'start',
  ref,
}: OneTimeCodeInputProps) {
  const [ownCode, setOwnCode] = useState(onlyDigits(defaultValue).slice(0, length));
  const code = value !== undefined ? onlyDigits(value).slice(0, length) : ownCode;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const id = useId();
  const invalid = Boolean(isInvalid || errorMessage);
  const describedBy = [description && `${id}-description`, errorMessage && `${id}-error`].filter(Boolean).join(' ') || undefined;

  const focusCell = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string) => {
    const digits = onlyDigits(next).slice(0, length);
    if (value === undefined) setOwnCode(digits);
    onChange?.(digits);
    if (digits.length === length && digits !== code) onComplete?.(digits);
    return digits;
  };

  /** Writes digits from a cell onwards; the code has no gaps, so writing past its end appends. */
  const writeAt = (index: number, digits: string) => {
    const start = Math.min(index, code.length);
    const next = commit(code.slice(0, start) + digits + code.slice(start + digits.length));
    focusCell(Math.min(start + digits.length, next.length));
  };

  const handleInput = (index: number, raw: string) => {
    const digits = onlyDigits(raw);
    if (digits.length === 0) {
      // The cell was cleared (Backspace or Delete on a filled cell).
      commit(code.slice(0, index) + code.slice(index + 1));
      return;
    }
    // A whole code arriving at once (autofill) fills from the start.
    if (digits.length >= length) {
      commit(digits);
      focusCell(length - 1);
      return;
    }
    // A filled, selected cell receives one new digit; a longer value is a partial paste.
    const typed = digits.length === 2 && code[index] ? digits.replace(code[index] ?? '', '') || digits[1] : digits;
    writeAt(index, typed ?? '');
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (!digits) return;
    if (digits.length >= length) {
      commit(digits);
      focusCell(length - 1);
    } else {
      writeAt(index, digits);
    }
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !code[index] && index > 0) {
      event.preventDefault();
      commit(code.slice(0, index - 1) + code.slice(index));
      focusCell(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusCell(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusCell(Math.min(index + 1, code.length));
    }
  };

  return (
    <div className={`${field} ${alignStyle[align]}`}>
      <span id={`${id}-label`} className={labelStyle}>
        {label}
        {isRequired && (
          <span className={requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy} className={cells}>
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
              if (index === 0 && ref) {
                if (typeof ref === 'function') ref(element);
                else ref.current = element;
              }
            }}
            className={cell}
            value={code[index] ?? ''}
            // The first cell takes the whole code from SMS/e-mail autofill.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            inputMode="numeric"
            pattern="[0-9]*"
            aria-label={getCellLabel(index + 1, length)}
            aria-invalid={invalid || undefined}
            aria-required={isRequired || undefined}
            aria-describedby={describedBy}
            disabled={isDisabled}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- sign-in asks for the code right after sending it
            autoFocus={autoFocus && index === 0}
            onFocus={(event) => event.target.select()}
            onChange={(event) => handleInput(index, event.target.value)}
            onPaste={(event) => handlePaste(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onBlur={onBlur}
          />
        ))}
      </div>
      {name && <input type="hidden" name={name} value={code} />}
      {description && (
        <span id={`${id}-description`} className={descriptionStyle}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={`${id}-error`} className={errorStyle}>
          <ErrorIcon size="sm" />
          <span>{errorMessage}</span>
        </span>
      )}
    </div>
  );
}

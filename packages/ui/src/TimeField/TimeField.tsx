import type { Ref } from 'react';
import {
  I18nProvider,
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';
import { DateSegments } from '../DatePicker/DateSegments';
import { FieldFooter, FieldLabel, isFieldInvalid, type FieldProps } from '../Field';
import { field, inputFrame } from '../Field/Field.css';

export type TimeFieldProps<T extends TimeValue> = Omit<AriaTimeFieldProps<T>, 'className' | 'style' | 'children' | 'isInvalid'> &
  FieldProps & {
    locale?: string;
    ref?: Ref<HTMLDivElement>;
  };

/** A time of day, HH:MM on a 24-hour clock; arrows or digits edit each segment. */
export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  isInvalid,
  locale = 'sv-SE',
  hourCycle = 24,
  // 09:05, as every other time in the product reads, not 9:05.
  shouldForceLeadingZeros = true,
  ref,
  ...props
}: TimeFieldProps<T>) {
  return (
    <I18nProvider locale={locale}>
      <AriaTimeField
        ref={ref}
        validationBehavior="aria"
        hourCycle={hourCycle}
        shouldForceLeadingZeros={shouldForceLeadingZeros}
        {...props}
        isInvalid={isFieldInvalid({ isInvalid, errorMessage })}
        className={field}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <DateSegments className={inputFrame} />
        <FieldFooter description={description} errorMessage={errorMessage} />
      </AriaTimeField>
    </I18nProvider>
  );
}

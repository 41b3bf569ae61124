import type { DateValue } from '@internationalized/date';
import type { Ref } from 'react';
import {
  Button,
  DatePicker as AriaDatePicker,
  Dialog,
  Group,
  I18nProvider,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components';
import { Calendar } from '../Calendar';
import { FieldFooter, FieldLabel, isFieldInvalid, type FieldProps } from '../Field';
import { field, inputFrame } from '../Field/Field.css';
import { fieldButton } from '../Field/FieldButton.css';
import { CalendarIcon } from '../Icon';
import { Popover } from '../Popover';
import { pickerDialog } from './DatePicker.css';
import { DateSegments } from './DateSegments';

export type DatePickerProps<T extends DateValue> = Omit<AriaDatePickerProps<T>, 'className' | 'style' | 'children' | 'isInvalid'> &
  FieldProps & {
    /** Date order, month names and first weekday; sv-SE gives 2026-03-16, Monday first and 24-hour time. */
    locale?: string;
    ref?: Ref<HTMLDivElement>;
  };

/**
 * A date typed segment by segment (arrows or digits) or picked in a calendar popover.
 * Values are `@internationalized/date` objects; with `granularity="minute"` it also takes a 24-hour time.
 */
export function DatePicker<T extends DateValue>({
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
}: DatePickerProps<T>) {
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker
        ref={ref}
        validationBehavior="aria"
        hourCycle={hourCycle}
        shouldForceLeadingZeros={shouldForceLeadingZeros}
        {...props}
        isInvalid={isFieldInvalid({ isInvalid, errorMessage })}
        className={field}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className={inputFrame}>
          <DateSegments />
          <Button className={fieldButton}>
            <CalendarIcon />
          </Button>
        </Group>
        <FieldFooter description={description} errorMessage={errorMessage} />
        <Popover placement="bottom end">
          <Dialog className={pickerDialog}>
            <Calendar locale={locale} />
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}

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
import { dateTimeField, type FieldProps } from '../Field/Field';
import { inputFrame } from '../Field/Field.css';
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
export function DatePicker<T extends DateValue>({ ref, ...props }: DatePickerProps<T>) {
  const { locale, fieldProps, label, footer } = dateTimeField(props);
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker ref={ref} {...fieldProps}>
        {label}
        <Group className={inputFrame}>
          <DateSegments />
          <Button className={fieldButton}>
            <CalendarIcon />
          </Button>
        </Group>
        {footer}
        <Popover placement="bottom end">
          <Dialog className={pickerDialog}>
            <Calendar locale={locale} />
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}

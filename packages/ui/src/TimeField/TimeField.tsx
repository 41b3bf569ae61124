import type { Ref } from 'react';
import {
  I18nProvider,
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';
import { DateSegments } from '../DatePicker/DateSegments';
import { dateTimeField, type FieldProps } from '../Field/Field';
import { inputFrame } from '../Field/Field.css';

export type TimeFieldProps<T extends TimeValue> = Omit<AriaTimeFieldProps<T>, 'className' | 'style' | 'children' | 'isInvalid'> &
  FieldProps & {
    locale?: string;
    ref?: Ref<HTMLDivElement>;
  };

/** A time of day, HH:MM on a 24-hour clock; arrows or digits edit each segment. */
export function TimeField<T extends TimeValue>({ ref, ...props }: TimeFieldProps<T>) {
  const { locale, fieldProps, label, footer } = dateTimeField(props);
  return (
    <I18nProvider locale={locale}>
      <AriaTimeField ref={ref} {...fieldProps}>
        {label}
        <DateSegments className={inputFrame} />
        {footer}
      </AriaTimeField>
    </I18nProvider>
  );
}

import { DatePicker } from '@rehab/ui';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from '@rehab/web/formFields';
import { calendarDate } from './fieldValues';

type DateFieldProps<Values extends FieldValues> = {
  control: FormControl<Values>;
  /** The form's date field, held as `YYYY-MM-DD` ('' while empty). */
  name: FieldPath<Values>;
  label: string;
  locale: string;
  errorMessage?: string;
};

/** A required date of a form, picked on a calendar. */
export function DateField<Values extends FieldValues>({ control, name, label, locale, errorMessage }: DateFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DatePicker
          ref={field.ref}
          label={label}
          locale={locale}
          value={calendarDate(field.value as string)}
          onChange={(date) => field.onChange(date?.toString() ?? '')}
          onBlur={field.onBlur}
          isRequired
          errorMessage={errorMessage}
        />
      )}
    />
  );
}

import { OneTimeCodeInput } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FormControl } from '@rehab/web/formFields';

export { FormPasswordField, FormTextField, FormTextArea } from '@rehab/web/formFields';

/** A mailed six-digit code in a form, one cell per digit (pasting or the phone's autofill fills them all). */
export function FormCodeField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
}: {
  control: FormControl<Values>;
  name: FieldPath<Values>;
  label: string;
  description?: string;
}) {
  const { t } = useTranslation('patientAuth');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <OneTimeCodeInput
          label={label}
          description={description}
          getCellLabel={(position, length) => t('codeDigit', { position, length })}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          errorMessage={fieldState.error?.message}
          isRequired
        />
      )}
    />
  );
}

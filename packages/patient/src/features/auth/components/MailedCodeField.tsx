import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCodeField, type FormControl } from '@rehab/web/formFields';

/** The code mailed to the patient's address, on joining or after forgetting their password; the hint names the address. */
export function MailedCodeField<Values extends FieldValues>({
  control,
  name,
  description,
}: {
  control: FormControl<Values>;
  name: FieldPath<Values>;
  description: string;
}) {
  const { t } = useTranslation('patientAuth');
  return (
    <FormCodeField
      control={control}
      getCellLabel={(position, length) => t('codeDigit', { position, length })}
      name={name}
      label={t('code')}
      description={description}
    />
  );
}

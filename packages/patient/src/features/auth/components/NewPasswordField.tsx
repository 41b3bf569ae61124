import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField, type FormControl } from '@rehab/web/formFields';

/** The password a patient chooses, on joining or after forgetting theirs: with the rules it must meet, and show/hide. */
export function NewPasswordField<Values extends FieldValues>({
  control,
  name,
}: {
  control: FormControl<Values>;
  name: FieldPath<Values>;
}) {
  const { t } = useTranslation('patientAuth');
  return (
    <FormPasswordField
      control={control}
      name={name}
      label={t('newPassword')}
      description={t('passwordHint')}
      autoComplete="new-password"
      showPasswordLabel={t('showPassword')}
      hidePasswordLabel={t('hidePassword')}
      isRequired
    />
  );
}

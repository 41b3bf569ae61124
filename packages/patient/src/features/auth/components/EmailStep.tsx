import { zodResolver } from '@hookform/resolvers/zod';
import { patientCodeRequestBody, type PatientCodeRequestBody } from '@rehab/contract';
import { Box } from '@rehab/ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { FormTextField } from '../../../lib/formFields';
import { FormFooter } from './FormFooter';

/** The first step of every mailed code: the address it goes to. */
export function EmailStep({
  description,
  request,
  onSent,
}: {
  description: string;
  request: (body: PatientCodeRequestBody) => Promise<unknown>;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation('patientAuth');
  const { control, handleSubmit, setError, formState } = useForm<PatientCodeRequestBody>({
    resolver: zodResolver(patientCodeRequestBody),
    defaultValues: { email: '' },
  });
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, ['email'], async (values) => {
    await request(values);
    onSent(values.email);
  });
  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg">
        <FormTextField control={control} name="email" label={t('email')} description={description} type="email" autoComplete="username" isRequired />
        <FormFooter error={formError} isSubmitting={formState.isSubmitting} label={t('sendCode')} loadingLabel={t('sendingCode')} />
      </Box>
    </form>
  );
}

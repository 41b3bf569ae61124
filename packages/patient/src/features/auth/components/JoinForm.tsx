import { zodResolver } from '@hookform/resolvers/zod';
import { patientJoinBody } from '@rehab/contract';
import { Box, Button } from '@rehab/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useServerSubmit } from '../../../../../portal/src/lib/serverErrors';
import { FormCodeField, FormTextField } from '../../../lib/formFields';
import { join, requestJoinCode } from '../api/auth';
import { FormFooter } from './FormFooter';
import { NewPasswordField } from './NewPasswordField';

const companyStep = z.pick(patientJoinBody, { code: true, email: true });
const accountStep = z.pick(patientJoinBody, { verificationCode: true, firstName: true, lastName: true, password: true });
type CompanyStep = z.infer<typeof companyStep>;
type AccountStep = z.infer<typeof accountStep>;

/** Joining: the company code and the address, which a mailed code confirms; then the name and a password. */
export function JoinForm({ onJoined }: { onJoined: () => void }) {
  const [company, setCompany] = useState<CompanyStep>();
  if (!company) return <CompanyForm onCodeSent={setCompany} />;
  return <AccountForm company={company} onJoined={onJoined} onBack={() => setCompany(undefined)} />;
}

function CompanyForm({ onCodeSent }: { onCodeSent: (company: CompanyStep) => void }) {
  const { t } = useTranslation('patientAuth');
  const { control, handleSubmit, setError, formState } = useForm<CompanyStep>({
    resolver: zodResolver(companyStep),
    defaultValues: { code: '', email: '' },
  });
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, ['code', 'email'], async (values) => {
    await requestJoinCode({ email: values.email });
    onCodeSent(values);
  });
  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg">
        <FormTextField control={control} name="code" label={t('companyCode')} description={t('companyCodeHint')} autoComplete="off" isRequired />
        <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="email" isRequired />
        <FormFooter error={formError} isSubmitting={formState.isSubmitting} label={t('sendCode')} loadingLabel={t('sendingCode')} />
      </Box>
    </form>
  );
}

function AccountForm({ company, onJoined, onBack }: { company: CompanyStep; onJoined: () => void; onBack: () => void }) {
  const { t } = useTranslation('patientAuth');
  const { control, handleSubmit, setError, formState } = useForm<AccountStep>({
    resolver: zodResolver(accountStep),
    defaultValues: { verificationCode: '', firstName: '', lastName: '', password: '' },
  });
  const fields = ['verificationCode', 'firstName', 'lastName', 'password'] as const;
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, fields, async (values) => {
    await join({ ...company, ...values });
    onJoined();
  });
  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg">
        <FormCodeField control={control} name="verificationCode" label={t('code')} description={t('joinCodeSent', { email: company.email })} />
        <FormTextField control={control} name="firstName" label={t('firstName')} autoComplete="given-name" isRequired />
        <FormTextField control={control} name="lastName" label={t('lastName')} autoComplete="family-name" isRequired />
        <NewPasswordField control={control} name="password" />
        <FormFooter error={formError} isSubmitting={formState.isSubmitting} label={t('join')} loadingLabel={t('joining')} />
        <Button variant="text" onPress={onBack}>
          {t('changeCompanyOrEmail')}
        </Button>
      </Box>
    </form>
  );
}

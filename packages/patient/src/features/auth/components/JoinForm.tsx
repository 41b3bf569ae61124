import { zodResolver } from '@hookform/resolvers/zod';
import { patientJoinBody } from '@rehab/contract';
import { Box, Button } from '@rehab/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ApiError } from '@rehab/web/ApiError';
import { SignInFormFooter } from '@rehab/web/auth';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { FormTextField } from '@rehab/web/formFields';
import { join, requestJoinCode } from '../api/auth';
import { MailedCodeField } from './MailedCodeField';
import { NewPasswordField } from './NewPasswordField';

const companyStep = z.pick(patientJoinBody, { code: true, email: true });
const accountStep = z.pick(patientJoinBody, { verificationCode: true, firstName: true, lastName: true, password: true });
type CompanyStep = z.infer<typeof companyStep>;
type AccountStep = z.infer<typeof accountStep>;

/** Joining: the company code and the address, which a mailed code confirms; then the name and a password. */
export function JoinForm({ onJoined }: { onJoined: () => void }) {
  const [company, setCompany] = useState<CompanyStep>();
  // The company code is checked only on joining (asking for the mailed code names no company): a code the server
  // refuses takes the patient back to it, with what they typed and why on that field.
  const [refused, setRefused] = useState<Refused>();
  if (!company) return <CompanyForm refused={refused} onCodeSent={setCompany} />;
  const backWith = (next?: Refused) => {
    setRefused(next);
    setCompany(undefined);
  };
  return (
    <AccountForm
      company={company}
      onJoined={onJoined}
      onCompanyCodeRefused={(reason) => backWith({ values: company, reason })}
      onBack={() => backWith(undefined)}
    />
  );
}

/** Why the server refused the company code (the join body's `code`): no organization has it, or it has no license left. */
type CompanyCodeRefusal = 'companyCodeUnknown' | 'companyCodeFull';
type Refused = { values: CompanyStep; reason: CompanyCodeRefusal };

function companyCodeRefusal(error: unknown): CompanyCodeRefusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const first = error.errors[0];
  if (first?.property !== 'code') return undefined;
  return 'licenses' in first.constraints ? 'companyCodeFull' : 'companyCodeUnknown';
}

function CompanyForm({ refused, onCodeSent }: { refused?: Refused; onCodeSent: (company: CompanyStep) => void }) {
  const { t } = useTranslation('patientAuth');
  const { control, handleSubmit, setError, formState } = useForm<CompanyStep>({
    resolver: zodResolver(companyStep),
    defaultValues: refused?.values ?? { code: '', email: '' },
  });
  useEffect(() => {
    if (refused) setError('code', { type: 'server', message: t(refused.reason) }, { shouldFocus: true });
  }, [refused, setError, t]);
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, ['code', 'email'], async (values) => {
    await requestJoinCode({ email: values.email });
    onCodeSent(values);
  });
  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg">
        <FormTextField
          control={control}
          name="code"
          label={t('companyCode')}
          description={t('companyCodeHint')}
          autoComplete="off"
          isRequired
        />
        <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="email" isRequired />
        <SignInFormFooter
          error={formError}
          isSubmitting={formState.isSubmitting}
          label={t('sendCode')}
          loadingLabel={t('sendingCode')}
        />
      </Box>
    </form>
  );
}

function AccountForm({
  company,
  onJoined,
  onCompanyCodeRefused,
  onBack,
}: {
  company: CompanyStep;
  onJoined: () => void;
  onCompanyCodeRefused: (reason: CompanyCodeRefusal) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('patientAuth');
  const { control, handleSubmit, setError, formState } = useForm<AccountStep>({
    resolver: zodResolver(accountStep),
    defaultValues: { verificationCode: '', firstName: '', lastName: '', password: '' },
  });
  const fields = ['verificationCode', 'firstName', 'lastName', 'password'] as const;
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, fields, async (values) => {
    try {
      await join({ ...company, ...values });
    } catch (error) {
      const refusal = companyCodeRefusal(error);
      if (!refusal) throw error;
      onCompanyCodeRefused(refusal);
      return;
    }
    onJoined();
  });
  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg">
        <MailedCodeField control={control} name="verificationCode" description={t('joinCodeSent', { email: company.email })} />
        <FormTextField control={control} name="firstName" label={t('firstName')} autoComplete="given-name" isRequired />
        <FormTextField control={control} name="lastName" label={t('lastName')} autoComplete="family-name" isRequired />
        <NewPasswordField control={control} name="password" />
        <SignInFormFooter error={formError} isSubmitting={formState.isSubmitting} label={t('join')} loadingLabel={t('joining')} />
        <Button variant="text" onPress={onBack}>
          {t('changeCompanyOrEmail')}
        </Button>
      </Box>
    </form>
  );
}

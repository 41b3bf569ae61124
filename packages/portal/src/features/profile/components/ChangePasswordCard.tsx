import { zodResolver } from '@hookform/resolvers/zod';
import { currentPasswordField, digitsField, newPasswordField } from '@rehab/contract';
import { Box, Button, Card, showToast } from '@rehab/ui';
import { FormPasswordField } from '@rehab/web/formFields';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { z } from 'zod/mini';
import type { GrandIdSignInBody } from '@rehab/contract';
import { changePassword, sessionsKey } from '../api/account';
import { bankIdProofFailure, bankIdProofOf, proofFields } from '../api/bankIdProof';
import { BankIdProofField } from './BankIdProofField';
import { codeChoice, MailedCodeProof } from './MailedCodeProof';

type PasswordForm = { currentPassword: string; code: string; newPassword: string; repeatPassword: string };

/**
 * "Byt lösenord": the current password (or, with a personal number on the account, BankID; or a code mailed to
 * `email`, for staff without a password), the new one twice; the person's other devices are signed out.
 */
export function ChangePasswordCard({ hasPersonalNumber, email }: { hasPersonalNumber: boolean; email: string }) {
  const { t } = useTranslation('profile');
  const location = useLocation();
  // Back from "Bekräfta med BankID" for a new password: the form opens with the login that confirms it.
  const [returned] = useState(() => {
    const proof = bankIdProofOf(location.state);
    return proof && !proof.draft ? proof.bankIdProof : undefined;
  });
  const [isOpen, setOpen] = useState(Boolean(returned));
  return (
    <Card>
      <Box as="section" aria-labelledby="password-heading" display="flex" flexDirection="column" gap="lg">
        <Box as="h2" id="password-heading" fontSize="h3" fontWeight="bold" margin="none">
          {t('password.heading')}
        </Box>
        <Box as="p" margin="none" color="mediumGrey">
          {t('password.intro')}
        </Box>
        {isOpen ? (
          <PasswordChangeForm onDone={() => setOpen(false)} bankIdProof={returned} hasPersonalNumber={hasPersonalNumber} email={email} />
        ) : (
          <Box display="flex">
            <Button variant="outlined" onPress={() => setOpen(true)}>
              {t('password.open')}
            </Button>
          </Box>
        )}
      </Box>
    </Card>
  );
}

function PasswordChangeForm({
  onDone,
  bankIdProof,
  hasPersonalNumber,
  email,
}: {
  onDone: () => void;
  bankIdProof?: GrandIdSignInBody;
  hasPersonalNumber: boolean;
  email: string;
}) {
  const { t } = useTranslation('profile');
  const { mutate } = useSWRConfig();
  const [proofError, setProofError] = useState<string>();
  const proof = proofError ? undefined : bankIdProof;
  const [byCode, setByCode] = useState(false);
  const schema = useMemo(
    () =>
      z
        .object({
          currentPassword: proof || byCode ? z.string() : currentPasswordField,
          code: byCode && !proof ? digitsField(6) : z.string(),
          newPassword: newPasswordField,
          repeatPassword: z.string(),
        })
        .check(
          z.refine((values) => values.newPassword === values.repeatPassword, { message: t('password.mismatch'), path: ['repeatPassword'] }),
        ),
    [t, proof, byCode],
  );
  const { control, handleSubmit, setError, setValue, formState } = useForm<PasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', code: '', newPassword: '', repeatPassword: '' },
  });
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, ['currentPassword', 'code', 'newPassword'], async (values) => {
    const confirmation = proof ? proofFields(proof) : byCode ? { code: values.code } : { currentPassword: values.currentPassword };
    try {
      await changePassword({ ...confirmation, newPassword: values.newPassword });
    } catch (error) {
      const failure = bankIdProofFailure(error);
      if (!failure) throw error;
      setProofError(t(failure));
      return;
    }
    void mutate(sessionsKey);
    showToast({ tone: 'success', title: t('password.changed') });
    onDone();
  });
  const visibility = { showPasswordLabel: t('password.show'), hidePasswordLabel: t('password.hide') };

  return (
    <form noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="lg">
        {(proof || proofError || hasPersonalNumber) && (
          <BankIdProofField isConfirmed={Boolean(proof)} error={proofError} intent={() => ({ purpose: 'password' })} />
        )}
        {!proof && !byCode && (
          <FormPasswordField control={control} name="currentPassword" label={t('password.current')} autoComplete="current-password" isRequired {...visibility} />
        )}
        {!proof && (
          <MailedCodeProof control={control} name="code" email={email} {...codeChoice(byCode, setByCode, (field) => setValue(field, ''))} />
        )}
        <FormPasswordField
          control={control}
          name="newPassword"
          label={t('password.new')}
          description={t('password.hint')}
          autoComplete="new-password"
          isRequired
          {...visibility}
        />
        <FormPasswordField control={control} name="repeatPassword" label={t('password.repeat')} autoComplete="new-password" isRequired {...visibility} />
        <Box role="alert" color="errorText">
          {formError}
        </Box>
        <Box display="flex" gap="md" flexWrap="wrap">
          <Button type="submit" variant="contained" isLoading={formState.isSubmitting} loadingLabel={t('password.saving')}>
            {t('password.save')}
          </Button>
          <Button variant="outlined" onPress={onDone}>
            {t('password.cancel')}
          </Button>
        </Box>
      </Box>
    </form>
  );
}

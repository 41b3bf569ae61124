import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfileResponse } from '@rehab/contract';
import { Box, Card, showToast } from '@rehab/ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { FormPasswordField } from '@rehab/web/formFields';
import { bankIdProofFailure, bankIdProofOf, draftOf } from '../api/bankIdProof';
import { identityChanges, profileChanges, profileFormValues, type ProfileFormValues } from '../api/profileChanges';
import { updateProfile } from '../api/updateProfile';
import { profileKey } from '../api/keys';
import { PhysioDetailsFields } from '../../../lib/PhysioDetailsFields';
import { profileFormFields, profileFormSchema } from './profileFormSchema';
import { FormFooter } from '../../../lib/FormFooter';
import { BankIdProofField } from './BankIdProofField';
import { codeChoice, MailedCodeProof } from './MailedCodeProof';

export function ProfileEditForm({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [initial] = useState(() => profileFormValues(profile));
  // Back from "Bekräfta med BankID": the changes the person had made, and the login that confirms them.
  const location = useLocation();
  const [returned] = useState(() => bankIdProofOf(location.state));
  const [proofError, setProofError] = useState<string>();
  const [byCode, setByCode] = useState(false);
  const { control, handleSubmit, setError, setValue, formState, getValues } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: returned?.draft ? { ...initial, ...returned.draft } : initial,
  });

  // A new email or personal number is a new way into the account: the current password (or BankID) confirms it is the person.
  const [email, bankId] = useWatch({ control, name: ['email', 'bankId'] });
  const asksForPassword = identityChanges(initial, { email, bankId });
  const proof = proofError ? undefined : returned?.bankIdProof;

  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, profileFormFields, async (values) => {
    if (asksForPassword && !proof && byCode && !values.code) {
      setError('code', { message: t('codeProof.required') }, { shouldFocus: true });
      return;
    }
    const changes = profileChanges(initial, values, proof);
    if (changes) {
      try {
        const saved = await updateProfile(changes);
        await mutate(profileKey, saved, { revalidate: false });
      } catch (error) {
        const failure = bankIdProofFailure(error);
        if (!failure) throw error;
        setProofError(t(failure));
        return;
      }
    }
    showToast({ title: t('saved'), tone: 'success' });
    navigate('/profile/view');
  });

  return (
    <Card>
      <form noValidate onSubmit={submit}>
        <Box display="flex" flexDirection="column" gap="xl">
          <PhysioDetailsFields control={control} personName={`${profile.firstName} ${profile.lastName}`} />
          {asksForPassword && (proof || proofError || profile.profile.bankId) && (
            <BankIdProofField
              isConfirmed={Boolean(proof)}
              error={proofError}
              intent={() => ({ purpose: 'profile', draft: draftOf(getValues()) })}
            />
          )}
          {asksForPassword && !proof && !byCode && (
            <FormPasswordField
              control={control}
              name="currentPassword"
              label={t('identityProof.currentPassword')}
              description={t('identityProof.hint')}
              autoComplete="current-password"
              showPasswordLabel={t('password.show')}
              hidePasswordLabel={t('password.hide')}
              isRequired
            />
          )}
          {asksForPassword && !proof && (
            <MailedCodeProof control={control} name="code" email={profile.email} {...codeChoice(byCode, setByCode, (field) => setValue(field, ''))} />
          )}
          <FormFooter
            formError={formError}
            submitLabel={t('save')}
            isSubmitting={formState.isSubmitting}
            onCancel={() => navigate('/profile/view')}
          />
        </Box>
      </form>
    </Card>
  );
}

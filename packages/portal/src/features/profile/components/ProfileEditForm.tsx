import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfileResponse } from '@rehab/contract';
import { Box, Card, showToast } from '@rehab/ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { FormPasswordField } from '@rehab/web/formFields';
import { identityChanges, profileChanges, profileFormValues, type ProfileFormValues } from '../api/profileChanges';
import { updateProfile } from '../api/updateProfile';
import { profileKey } from '../api/keys';
import { PhysioDetailsFields } from '../../../lib/PhysioDetailsFields';
import { profileFormFields, profileFormSchema } from './profileFormSchema';
import { FormFooter } from '../../../lib/FormFooter';

export function ProfileEditForm({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [initial] = useState(() => profileFormValues(profile));
  const { control, handleSubmit, setError, formState } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: initial,
  });

  // A new email or personal number is a new way into the account: the current password confirms it is the person.
  const [email, bankId] = useWatch({ control, name: ['email', 'bankId'] });
  const asksForPassword = identityChanges(initial, { email, bankId });

  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, profileFormFields, async (values) => {
    const changes = profileChanges(initial, values);
    if (changes) {
      const saved = await updateProfile(changes);
      await mutate(profileKey, saved, { revalidate: false });
    }
    showToast({ title: t('saved'), tone: 'success' });
    navigate('/profile/view');
  });

  return (
    <Card>
      <form noValidate onSubmit={submit}>
        <Box display="flex" flexDirection="column" gap="xl">
          <PhysioDetailsFields control={control} personName={`${profile.firstName} ${profile.lastName}`} />
          {asksForPassword && (
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

import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfileResponse } from '@rehab/contract';
import { Box, Card, showToast, TextArea, TextField } from '@rehab/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { showServerError } from '../../../lib/serverErrors';
import { profileChanges, profileFormValues, type ProfileFormValues } from '../api/profileChanges';
import { updateProfile } from '../api/updateProfile';
import { profileKey } from '../api/useProfile';
import { PhotoField } from '../../../lib/PhotoField';
import { profileFormFields, profileFormSchema } from './profileFormSchema';
import { FormFooter } from '../../../lib/FormFooter';

type TextFieldName = 'email' | 'firstName' | 'lastName' | 'experience' | 'bankId';

export function ProfileEditForm({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [formError, setFormError] = useState<string>();
  const [initial] = useState(() => profileFormValues(profile));
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: initial,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    const changes = profileChanges(initial, values);
    try {
      if (changes) {
        const saved = await updateProfile(changes);
        await mutate(profileKey, saved, { revalidate: false });
      }
      showToast({ title: t('saved'), tone: 'success' });
      navigate('/profile/view');
    } catch (error) {
      setFormError(showServerError(error, setError, t, profileFormFields));
    }
  });

  const textField = (name: TextFieldName, options: { type?: 'email'; autoComplete: string; isRequired?: boolean }) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField {...field} label={t(`fields.${name}`, { ns: 'common' })} {...options} errorMessage={fieldState.error?.message} />
      )}
    />
  );

  return (
    <Card>
      <form noValidate onSubmit={submit}>
        <Box display="flex" flexDirection="column" gap="xl">
          <Controller
            control={control}
            name="photo"
            render={({ field, fieldState }) => (
              <PhotoField
                label={t('fields.photo', { ns: 'common' })}
                name={`${profile.firstName} ${profile.lastName}`}
                value={field.value}
                onChange={(photo) => {
                  clearErrors('photo');
                  field.onChange(photo);
                }}
                onReject={() => setError('photo', { type: 'client', message: t('photoPicker.rejected', { ns: 'common' }) })}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Box display="grid" gap="lg">
            {textField('firstName', { autoComplete: 'given-name', isRequired: true })}
            {textField('lastName', { autoComplete: 'family-name', isRequired: true })}
            {textField('email', { type: 'email', autoComplete: 'email', isRequired: true })}
            <Controller
              control={control}
              name="aboutMe"
              render={({ field, fieldState }) => <TextArea {...field} label={t('fields.aboutMe', { ns: 'common' })} errorMessage={fieldState.error?.message} />}
            />
            <Controller
              control={control}
              name="experience"
              render={({ field, fieldState }) => <TextArea {...field} label={t('fields.experience', { ns: 'common' })} rows={2} errorMessage={fieldState.error?.message} />}
            />
            {textField('bankId', { autoComplete: 'off' })}
          </Box>
          <FormFooter
            formError={formError}
            submitLabel={t('save')}
            savingLabel={t('saving')}
            cancelLabel={t('cancel')}
            isSubmitting={formState.isSubmitting}
            onCancel={() => navigate('/profile/view')}
          />
        </Box>
      </form>
    </Card>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { PatientProfile } from '@rehab/contract';
import { Box, Button } from '@rehab/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { FormTextField } from '@rehab/web/formFields';
import { profileKey, updateProfile } from '../api/profileCalls';
import * as styles from '../profile.css';
import {
  personalDetailsChanges,
  personalDetailsFields,
  personalDetailsOf,
  personalDetailsSchema,
  type PersonalDetails,
  type PersonalDetailsValues,
} from './personalDetailsSchema';

/** The patient's name and phone, checked with the contract's rules and saved through the profile call. */
export function PersonalDetailsForm({ profile }: { profile: PatientProfile }) {
  const { t } = useTranslation('patientProfile');
  const { mutate } = useSWRConfig();
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, formState, reset } = useForm<PersonalDetailsValues, unknown, PersonalDetails>({
    resolver: zodResolver(personalDetailsSchema),
    defaultValues: personalDetailsOf(profile),
  });
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, personalDetailsFields, async (values) => {
    setSaved(false);
    const changes = personalDetailsChanges(profile, values);
    if (changes) {
      const updated = await updateProfile(changes);
      await mutate(profileKey, updated, { revalidate: false });
      reset(personalDetailsOf(updated));
    }
    setSaved(true);
  });

  return (
    <section className={styles.section} aria-labelledby="personal-details-heading">
      <h2 id="personal-details-heading" className={styles.sectionHeading}>
        {t('details.heading')}
      </h2>
      <form noValidate onSubmit={submit} onChange={() => setSaved(false)}>
        <Box display="flex" flexDirection="column" gap="lg">
          <FormTextField
            control={control}
            name="firstName"
            label={t('fields.firstName', { ns: 'common' })}
            autoComplete="given-name"
            isRequired
          />
          <FormTextField
            control={control}
            name="lastName"
            label={t('fields.lastName', { ns: 'common' })}
            autoComplete="family-name"
            isRequired
          />
          <FormTextField
            control={control}
            name="phone"
            label={t('fields.phone', { ns: 'common' })}
            description={t('details.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <Box as="p" color="mediumGrey">
            {t('details.email', { email: profile.email })}
          </Box>
          {/* Both messages in one place, taking no room while empty. */}
          <div>
            <Box role="alert" color="errorText">
              {formError}
            </Box>
            <Box role="status" color="primaryText" fontWeight="medium">
              {saved && !formState.isSubmitting ? t('details.saved') : null}
            </Box>
          </div>
          <div className={styles.actions}>
            <Button
              type="submit"
              variant="contained"
              isLoading={formState.isSubmitting}
              loadingLabel={t('saving', { ns: 'common' })}
            >
              {t('details.save')}
            </Button>
          </div>
        </Box>
      </form>
    </section>
  );
}

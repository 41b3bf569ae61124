import { zodResolver } from '@hookform/resolvers/zod';
import type { PatientProfile } from '@rehab/contract';
import { Box, Button } from '@rehab/ui';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useServerSubmit } from '../../../../../portal/src/lib/serverErrors';
import { ApiError } from '../../../lib/fetcher';
import { FormTextField } from '../../../lib/formFields';
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

const contractRules = zodResolver(personalDetailsSchema);

/** The patient's name, phone and personal number, checked with the contract's rules and saved through the profile call. */
export function PersonalDetailsForm({ profile }: { profile: PatientProfile }) {
  const { t } = useTranslation('patientProfile');
  const { mutate } = useSWRConfig();
  const [saved, setSaved] = useState(false);
  // Whatever is wrong with a personal number (its form, its date or its check digit), the field says so in its own words.
  const resolver: Resolver<PersonalDetailsValues, unknown, PersonalDetails> = async (...args) => {
    const result = await contractRules(...args);
    if (result.errors.personalNumber) result.errors.personalNumber = { type: 'invalid', message: t('details.personalNumberInvalid') };
    return result;
  };
  const { control, handleSubmit, setError, formState, reset } = useForm<PersonalDetailsValues, unknown, PersonalDetails>({
    resolver,
    defaultValues: personalDetailsOf(profile),
  });
  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, personalDetailsFields, async (values) => {
    setSaved(false);
    const changes = personalDetailsChanges(profile, values);
    if (changes) {
      let updated: PatientProfile;
      try {
        updated = await updateProfile(changes);
      } catch (error) {
        const refused = error instanceof ApiError && error.errors[0]?.property === 'personalNumber' ? error : undefined;
        if (!refused) throw error;
        const message = refused.status === 409 ? t('details.personalNumberTaken') : t('details.personalNumberInvalid');
        setError('personalNumber', { type: 'server', message }, { shouldFocus: true });
        return;
      }
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
          <FormTextField
            control={control}
            name="personalNumber"
            label={t('details.personalNumber')}
            description={t('details.personalNumberHint')}
            inputMode="numeric"
            autoComplete="off"
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

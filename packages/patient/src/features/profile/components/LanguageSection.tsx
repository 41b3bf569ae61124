import type { PatientProfile } from '@rehab/contract';
import { Box, Radio, RadioGroup } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { errorText } from '@rehab/web/serverErrors';
import { roomyChoices } from '../../../lib/choices.css';
import { isLanguage, storeLanguage } from '../../../lib/language';
import { profileKey, updateProfile } from '../api/profileCalls';
import * as styles from '../profile.css';

/**
 * The app's language: it changes at once and is kept on this device, and on the profile so the server
 * writes to the patient in it too.
 */
export function LanguageSection({ profile }: { profile: PatientProfile }) {
  const { t, i18n } = useTranslation('patientProfile');
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string>();

  const choose = async (language: string) => {
    if (!isLanguage(language)) return;
    setError(undefined);
    storeLanguage(language);
    await i18n.changeLanguage(language);
    if (language === profile.language) return;
    try {
      await mutate(profileKey, await updateProfile({ language }), { revalidate: false });
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="language-heading">
      <h2 id="language-heading" className={styles.sectionHeading}>
        {t('language')}
      </h2>
      <div className={roomyChoices}>
        <RadioGroup
          aria-labelledby="language-heading"
          value={i18n.resolvedLanguage ?? 'sv'}
          onChange={(language) => void choose(language)}
        >
          <Radio value="sv">{t('languages.sv')}</Radio>
          <Radio value="en">{t('languages.en')}</Radio>
        </RadioGroup>
      </div>
      <Box role="alert" color="errorText">
        {error}
      </Box>
    </section>
  );
}

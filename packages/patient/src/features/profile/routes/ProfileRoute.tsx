import { Box, ErrorState, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '@rehab/web/serverErrors';
import { useProfile } from '../api/profileCalls';
import { BankIdSection } from '../components/BankIdSection';
import { CloseAccountSection } from '../components/CloseAccountSection';
import { LanguageSection } from '../components/LanguageSection';
import { PersonalDetailsForm } from '../components/PersonalDetailsForm';
import { PhotoSection } from '../components/PhotoSection';
import { RemindersSection } from '../components/RemindersSection';
import { SignOutButton } from '../components/SignOutButton';
import { TextSizeSection } from '../components/TextSizeSection';
import * as styles from '../profile.css';

/** /profile: the patient's name and phone, BankID, photo, language, reminders and text size, signing out and closing the account. */
export function Component() {
  const { t } = useTranslation('patientProfile');
  const profile = useProfile();

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <Box as="h1" fontSize="h1" fontWeight="bold">
        {t('heading')}
      </Box>
      {profile.error && !profile.data ? (
        <ErrorState
          title={t('loadError')}
          description={errorText(t, profile.error)}
          retryLabel={t('retry', { ns: 'common' })}
          onRetry={() => void profile.mutate()}
          headingLevel={2}
        />
      ) : profile.data ? (
        <>
          <PersonalDetailsForm profile={profile.data} />
          <BankIdSection profile={profile.data} />
          <PhotoSection profile={profile.data} />
          <LanguageSection profile={profile.data} />
        </>
      ) : (
        // One placeholder per card, each about as tall as the card it stands for (details, BankID, photo, language,
        // measured from 390 to 1440 px wide), so the buttons below stay where they will be when the profile comes.
        <Box display="flex" flexDirection="column" gap="xl" aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rectangle" height="35rem" />
          <Skeleton variant="rectangle" height="13.5rem" />
          <Skeleton variant="rectangle" height="16.5rem" />
          <Skeleton variant="rectangle" height="14rem" />
        </Box>
      )}
      <RemindersSection />
      {/* Kept on the device alone: shown whether or not the profile has come. */}
      <TextSizeSection />
      <div className={styles.actions}>
        <SignOutButton />
      </div>
      <CloseAccountSection />
    </Box>
  );
}

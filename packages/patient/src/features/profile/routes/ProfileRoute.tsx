import { Box, Button, LogoutIcon, Radio, RadioGroup } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isLanguage, storeLanguage } from '../../../lib/language';
import { signOut } from '../../../lib/signOut';

/** /profile: the app's language and signing out. */
export function Component() {
  const { t, i18n } = useTranslation('patientProfile');
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <Box as="h1" fontSize="h1" fontWeight="bold">
        {t('heading')}
      </Box>
      <Box padding="lg" background="white" borderRadius="lg" boxShadow="sm">
        <RadioGroup
          label={t('language')}
          value={i18n.resolvedLanguage ?? 'sv'}
          onChange={(language) => {
            if (!isLanguage(language)) return;
            storeLanguage(language);
            void i18n.changeLanguage(language);
          }}
        >
          <Radio value="sv">{t('languages.sv')}</Radio>
          <Radio value="en">{t('languages.en')}</Radio>
        </RadioGroup>
      </Box>
      <Box display="flex">
        <Button
          variant="outlined"
          icon={<LogoutIcon />}
          isLoading={isSigningOut}
          loadingLabel={t('signingOut')}
          onPress={async () => {
            setSigningOut(true);
            await signOut();
            navigate('/sign-in', { replace: true });
          }}
        >
          {t('signOut')}
        </Button>
      </Box>
    </Box>
  );
}

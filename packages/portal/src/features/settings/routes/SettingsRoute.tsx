import { Box, Card, Radio, RadioGroup } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime, isLanguage, languages } from '@rehab/web/language';
import { storeLanguage } from '../../../lib/language';

/** A fixed moment, so the example reads the same every day: Monday 16 March 2026, 14:05. */
const exampleDate = new Date(2026, 2, 16, 14, 5);

/** /settings: the portal's language, remembered on this browser and applied at once. */
export function Component() {
  const { t, i18n } = useTranslation('settings');

  const choose = (language: string) => {
    if (!isLanguage(language)) return;
    storeLanguage(language);
    void i18n.changeLanguage(language);
  };

  return (
    <Card title={t('languageTitle')}>
      <Box display="flex" flexDirection="column" gap="xl">
        <RadioGroup label={t('language')} description={t('languageDescription')} value={i18n.language} onChange={choose}>
          {languages.map((language) => (
            <Radio key={language} value={language}>
              <span lang={language}>{t(`languages.${language}`)}</span>
            </Radio>
          ))}
        </RadioGroup>
        <Box display="flex" flexDirection="column" gap="xs">
          <Box as="h3" fontSize="h6" fontWeight="medium" color="mediumGrey">
            {t('dateExample')}
          </Box>
          <span>{formatDateTime(exampleDate)}</span>
        </Box>
      </Box>
    </Card>
  );
}

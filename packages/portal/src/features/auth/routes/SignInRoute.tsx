import { Box, Button } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useHealth } from '../../system/api/useHealth';

/** /sign-in: the first screen every physio sees. */
export function Component() {
  const { t } = useTranslation();
  const { data: health } = useHealth();

  return (
    <Box as="main" display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="xl" padding="xl">
      <Box
        as="section"
        aria-labelledby="sign-in-heading"
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap="lg"
        padding="xxl"
        marginTop="xxxl"
        background="white"
        borderRadius="xl"
        boxShadow="md"
        textAlign="center"
      >
        <Box as="p" color="primaryText" fontWeight="bold" fontSize="h5">
          {t('productName')}
        </Box>
        <Box as="h1" id="sign-in-heading" fontSize="h1" fontWeight="bold">
          {t('signIn.heading')}
        </Box>
        <Box as="p" color="mediumGrey">
          {t('signIn.intro')}
        </Box>
        <Button variant="contained">{t('signIn.submit')}</Button>
      </Box>
      {health && (
        <Box as="p" color="mediumGrey" fontSize="small">
          {t('version', { version: health.version })}
        </Box>
      )}
    </Box>
  );
}

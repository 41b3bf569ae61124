import { Box, Button } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeList } from './RecoveryCodes.css';

/** New recovery codes, shown once: the user keeps them before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('secondFactor');
  const [copied, setCopied] = useState(false);
  return (
    <Box as="section" aria-labelledby="recovery-codes-heading" display="flex" flexDirection="column" gap="md">
      <Box as="h3" id="recovery-codes-heading" fontSize="h4" fontWeight="bold" margin="none">
        {t('codes.heading')}
      </Box>
      <Box as="p" margin="none">
        {t('codes.intro')}
      </Box>
      <Box
        as="ul"
        aria-label={t('codes.list')}
        className={codeList}
        display="flex"
        flexWrap="wrap"
        gap="sm"
        padding="none"
        margin="none"
        fontWeight="bold"
      >
        {codes.map((code) => (
          <Box as="li" key={code} padding="sm" background="inputField" borderRadius="md">
            {code}
          </Box>
        ))}
      </Box>
      <Box role="status">{copied ? t('codes.copied') : ''}</Box>
      <Box display="flex" gap="md" flexWrap="wrap">
        <Button
          variant="outlined"
          onPress={() =>
            void navigator.clipboard?.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {t('codes.copy')}
        </Button>
        <Button variant="contained" onPress={onDone}>
          {t('codes.done')}
        </Button>
      </Box>
    </Box>
  );
}

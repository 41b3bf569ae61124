import { Box, Button } from '@rehab/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateInSweden } from '@rehab/contract/dates';
import * as styles from '../questionnaires.css';

/**
 * Thanks for the answers, in place of the form. The heading takes focus, so a phone scrolled down to the
 * send button shows it and a screen reader reads it, instead of focus falling to the page.
 */
export function SentConfirmation({ answeredAt, onAnswerAgain }: { answeredAt: string | null; onAnswerAgain: () => void }) {
  const { t } = useTranslation('patientQuestionnaires');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box role="status" className={styles.card}>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {t('sent.heading')}
      </h2>
      <Box as="p">{t('sent.body', { date: answeredAt ? formatDateInSweden(answeredAt) : '' })}</Box>
      <div className={styles.actions}>
        <Button variant="outlined" onPress={onAnswerAgain}>
          {t('sent.again')}
        </Button>
      </div>
    </Box>
  );
}

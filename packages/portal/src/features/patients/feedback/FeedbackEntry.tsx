import type { FeedbackItem } from '@rehab/contract';
import { Box, DifficultyBadge, ExerciseThumbnail } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@rehab/web/language';
import { detailTerm, mutedText, preserveLines } from '../patients.css';
import * as styles from './feedback.css';

/** One feedback item: the exercise, its group, how hard it felt and what the patient wrote. */
export function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const { t, i18n } = useTranslation('patients');
  const created = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(item.created));
  return (
    <Box as="li" display="flex" gap="md" alignItems="flex-start" className={styles.entry}>
      <ExerciseThumbnail url={item.exerciseImageUrl} kind={item.exerciseType} />
      <Box display="flex" flexDirection="column" gap="xs" className={styles.body}>
        <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="sm">
          <Box as="h3" fontSize="h5" fontWeight="medium">
            {item.exerciseName}
          </Box>
          <time className={mutedText} dateTime={item.created} data-date>
            {created}
          </time>
        </Box>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={detailTerm}>{t('feedback.group')}</dt>
            <dd className={styles.factValue}>{item.groupDisplayName}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={detailTerm}>{t('feedback.difficulty')}</dt>
            <dd className={styles.factValue}>
              <DifficultyBadge difficulty={item.feedback}>{t(`feedback.difficulties.${item.feedback}`)}</DifficultyBadge>
            </dd>
          </div>
          {item.pain !== null && (
            <div className={styles.fact}>
              <dt className={detailTerm}>{t('feedback.pain')}</dt>
              <dd className={styles.factValue}>{t('feedback.painValue', { pain: item.pain })}</dd>
            </div>
          )}
        </dl>
        <p className={item.feedbackNote ? preserveLines : mutedText}>{item.feedbackNote ?? t('feedback.noNote')}</p>
      </Box>
    </Box>
  );
}

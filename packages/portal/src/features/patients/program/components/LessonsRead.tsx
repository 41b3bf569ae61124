import { formatCalendarDate, formatInSweden } from '@rehab/contract/dates';
import { Box, Card, DoneIcon, EmptyState, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@rehab/web/language';
import { LoadError } from '../../../../lib/LoadError';
import { plainList } from '../../../../lib/views.css';
import { useLessons } from '../api/useLessons';
import { lessonRow, lessonRead } from '../program.css';

/** The patient's theory lessons in order, each with the day the patient marked it read, or that it is unread. */
export function LessonsRead({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation('program');
  const lessons = useLessons(patientId);
  const locale = dateLocale();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'sv';

  return (
    <Card title={t('lessons.title')}>
      {lessons.error && !lessons.data ? (
        <LoadError headingLevel={3} title={t('lessons.loadError')} of={[lessons]} onRetry={() => void lessons.mutate()} />
      ) : !lessons.data ? (
        <Box aria-busy="true">
          <Skeleton variant="rectangle" height="6rem" />
        </Box>
      ) : lessons.data.lessons.length === 0 ? (
        <EmptyState title={t('lessons.empty')} />
      ) : (
        <Box as="ul" display="flex" flexDirection="column" className={plainList}>
          {lessons.data.lessons.map((lesson) => (
            <li key={lesson.lessonId} className={lessonRow}>
              <Box display="flex" flexDirection="column" gap="xs">
                <Box as="span" fontWeight="medium">
                  {lesson.lessonNumber !== null ? t('lessons.numbered', { number: lesson.lessonNumber, title: lesson.title[language] }) : lesson.title[language]}
                </Box>
                <Box as="span" color="mediumGrey" fontSize="small">
                  {t('lessons.planned', { date: formatCalendarDate(lesson.firstPlanned, locale, { day: 'numeric', month: 'short' }) })}
                </Box>
              </Box>
              {lesson.readAt ? (
                <span className={lessonRead}>
                  <DoneIcon />
                  {t('lessons.readOn', { date: formatInSweden(lesson.readAt, locale, { day: 'numeric', month: 'short' }) })}
                </span>
              ) : (
                <Box as="span" color="mediumGrey">
                  {t('lessons.unread')}
                </Box>
              )}
            </li>
          ))}
        </Box>
      )}
    </Card>
  );
}

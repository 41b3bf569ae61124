import type { LessonBlockView } from '@rehab/contract';
import { formatInSweden } from '@rehab/contract/dates';
import { Box, Button, ChevronLeftIcon, DoneIcon, ErrorState, LessonText, Skeleton, type LessonTextBlock } from '@rehab/ui';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorText } from '@rehab/web/serverErrors';
import { useSessionFiles } from '../../../lib/useSessionFiles';
import { markLessonRead, useLesson } from '../api/lesson';
import { useWeek } from '../api/useWeek';
import { canMarkDone } from '../taskRules';
import * as styles from './PlayerRoute.css';

const locale = (language: string) => (language === 'en' ? 'en-GB' : 'sv-SE');

/**
 * /tasks/:taskId/lesson: a theory lesson to read, in the app's language, its pictures fetched with the session.
 * "Jag har läst lektionen" marks it read, and its task done; once read, the screen says when.
 */
export function Component() {
  const { taskId } = useParams();
  const { t, i18n } = useTranslation('patientLesson');
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'sv';
  const lesson = useLesson(taskId);
  const week = useWeek(0);
  const { mutate } = useSWRConfig();
  const [isMarking, setMarking] = useState(false);
  const [error, setError] = useState<string>();
  const blocks = lesson.data?.lesson.content[language] ?? [];
  const pictures = useSessionFiles(blocks.flatMap((block) => (block.type === 'picture' ? [block.urls.page ?? block.urls.card ?? ''] : [])));

  if (lesson.error && !lesson.data) {
    return (
      <Box display="flex" flexDirection="column" gap="lg">
        <BackLink />
        <ErrorState title={t('loadError')} description={errorText(t, lesson.error)} retryLabel={t('retry', { ns: 'common' })} onRetry={() => void lesson.mutate()} headingLevel={2} />
      </Box>
    );
  }
  if (!lesson.data) {
    return (
      <Box display="flex" flexDirection="column" gap="lg" aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="rectangle" height="12rem" />
      </Box>
    );
  }

  const { task, readAt } = lesson.data;
  const { lessonNumber, title } = lesson.data.lesson;
  const shown = withPictures(blocks, pictures);
  const mayMark = task.status !== 'planned' || (week.data ? canMarkDone(task, week.data) : false);
  const markRead = async () => {
    setMarking(true);
    setError(undefined);
    try {
      await markLessonRead(task.id);
      await lesson.mutate();
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      await mutate((key) => typeof key === 'string' && key.startsWith('/patient-app/week'));
      setMarking(false);
    }
  };

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <BackLink />
      <LessonText eyebrow={lessonNumber !== null ? t('eyebrow', { number: lessonNumber }) : t('eyebrowPlain')} title={title[language]} blocks={shown}>
        <Box role="alert" color="errorText">
          {error}
        </Box>
        {readAt ? (
          <p className={styles.done}>
            <DoneIcon />
            {t('readAt', { date: formatInSweden(readAt, locale(language), { day: 'numeric', month: 'long' }) })}
          </p>
        ) : week.data?.treatmentEnd ? (
          <Box as="p" fontSize="h5">
            {t('ended')}
          </Box>
        ) : mayMark ? (
          <Button variant="contained" onPress={() => void markRead()} isLoading={isMarking} loadingLabel={t('marking')}>
            {t('markRead')}
          </Button>
        ) : (
          <Box as="p" fontSize="h5">
            {t('notYet')}
          </Box>
        )}
      </LessonText>
    </Box>
  );
}

/** The lesson's blocks for the reader, each picture with its local address once loaded. */
function withPictures(blocks: LessonBlockView[], pictures: (string | undefined)[]): LessonTextBlock[] {
  let next = 0;
  return blocks.map((block) => (block.type === 'picture' ? { type: 'picture', alt: block.alt, src: pictures[next++] } : block));
}

function BackLink() {
  const { t } = useTranslation('patientLesson');
  return (
    <Link href="/" className={styles.back}>
      <ChevronLeftIcon />
      {t('back')}
    </Link>
  );
}

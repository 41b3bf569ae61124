import { Box, Button, Card, EmptyState, Skeleton } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { feedbackPageSize, useFeedback } from '../api/useFeedback';
import { plainList } from '../../../lib/views.css';
import { FeedbackEntry } from './FeedbackEntry';
import { LoadError } from '../../../lib/LoadError';

/** The contract's largest limit: the list cannot grow beyond it. */
const maxLimit = 200;

/** /patients/view/{userId}/feedback: the patient's newest feedback on exercises, more on request. */
export function Component() {
  const { t } = useTranslation('patients');
  const { userId = '' } = useParams();
  const [limit, setLimit] = useState(feedbackPageSize);
  const feedback = useFeedback(userId, limit);

  if (feedback.error && !feedback.data) {
    return <LoadError headingLevel={2} title={t('feedback.loadError')} of={feedback} />;
  }
  if (!feedback.data) {
    return (
      <Box as="section" display="flex" flexDirection="column" gap="lg" aria-busy="true" aria-label={t('feedback.title')}>
        <Skeleton variant="rectangle" height="6rem" />
        <Skeleton variant="rectangle" height="6rem" />
        <Skeleton variant="rectangle" height="6rem" />
      </Box>
    );
  }

  const items = feedback.data;
  // A full page means there may be more; a shorter one is the end of the list.
  const hasMore = items.length >= limit && limit < maxLimit;
  const isLoadingMore = feedback.isValidating && items.length < limit;
  return (
    <Card title={t('feedback.title')}>
      {items.length === 0 ? (
        <EmptyState title={t('feedback.empty')} />
      ) : (
        <Box display="flex" flexDirection="column" gap="lg" alignItems="flex-start">
          <Box as="ul" width="full" className={plainList} aria-busy={isLoadingMore || undefined}>
            {items.map((item) => (
              <FeedbackEntry key={item.id} item={item} />
            ))}
          </Box>
          {(hasMore || isLoadingMore) && (
            <Button
              variant="outlined"
              isLoading={isLoadingMore}
              loadingLabel={t('feedback.loadingMore')}
              onPress={() => setLimit((current) => Math.min(current + feedbackPageSize, maxLimit))}
            >
              {t('feedback.showMore')}
            </Button>
          )}
        </Box>
      )}
    </Card>
  );
}

import { Box, EmptyState, Skeleton } from '@rehab/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useActivityStatistic } from './api/useActivityStatistic';
import { useHealthReport } from './api/useHealthReport';
import { ComplianceCard } from './components/ComplianceCard';
import { HealthMeasureCard } from './components/HealthMeasureCard';
import { LoadError } from '../../../lib/LoadError';

/** /patients/view/{userId}/statistics: compliance, activities and the health report of one patient. */
export function Component() {
  const { t } = useTranslation('statistics');
  const { userId = '' } = useParams();
  const healthTitleId = useId();
  const statistic = useActivityStatistic(userId);
  const report = useHealthReport(userId);

  const failure = statistic.error ?? report.error;
  if (failure) {
    return <LoadError headingLevel={2} title={t('loadError')} of={[statistic, report]} />;
  }
  if (!statistic.data || !report.data) {
    return (
      <Box as="section" display="flex" flexDirection="column" gap="lg" aria-busy="true" aria-label={t('title')}>
        <Skeleton variant="rectangle" height="16rem" />
        <Skeleton variant="rectangle" height="16rem" />
      </Box>
    );
  }

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <ComplianceCard statistic={statistic.data} />
      <Box as="section" display="flex" flexDirection="column" gap="lg" aria-labelledby={healthTitleId}>
        <Box as="h2" id={healthTitleId} fontSize="h3" fontWeight="bold">
          {t('health.title')}
        </Box>
        {report.data.measures.length === 0 ? (
          <EmptyState title={t('health.empty')} />
        ) : (
          report.data.measures.map((measure) => <HealthMeasureCard key={measure.kind} measure={measure} />)
        )}
      </Box>
    </Box>
  );
}

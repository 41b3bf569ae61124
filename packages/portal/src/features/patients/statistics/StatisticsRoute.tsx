import { Box, EmptyState, Skeleton } from '@rehab/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useActivityStatistic } from './api/useActivityStatistic';
import { downloadStatistics } from './api/downloadStatistics';
import { useHealthReport } from './api/useHealthReport';
import { ComplianceCard } from './components/ComplianceCard';
import { HealthMeasureCard } from './components/HealthMeasureCard';
import { StatisticPeriodBar } from './components/StatisticPeriodBar';
import { defaultCustomPeriod, queryOf, type PeriodChoice, type StatisticQuery } from './statisticPeriod';
import { LoadError } from '../../../lib/LoadError';
import { isLanguage } from '@rehab/web/language';

/** /patients/view/{userId}/statistics: compliance, activities and the health report of one patient, over a period. */
export function Component() {
  const { i18n } = useTranslation('statistics');
  const { userId = '' } = useParams();
  const [choice, setChoice] = useState<PeriodChoice>('all');
  const [custom, setCustom] = useState(defaultCustomPeriod);
  const customInvalid = choice === 'custom' && custom.from.compare(custom.to) > 0;
  const query = queryOf(choice, custom);
  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <StatisticPeriodBar
        choice={choice}
        onChoiceChange={setChoice}
        custom={custom}
        onCustomChange={setCustom}
        onDownload={() => downloadStatistics(userId, query, isLanguage(i18n.language) ? i18n.language : 'sv')}
      />
      {/* The dates say what is wrong with them; nothing is asked until they make a period. */}
      {customInvalid ? null : <StatisticsOfPeriod userId={userId} query={query} />}
    </Box>
  );
}

function StatisticsOfPeriod({ userId, query }: { userId: string; query: StatisticQuery }) {
  const { t } = useTranslation('statistics');
  const healthTitleId = useId();
  const statistic = useActivityStatistic(userId, query);
  const report = useHealthReport(userId, query);

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
    <>
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
    </>
  );
}

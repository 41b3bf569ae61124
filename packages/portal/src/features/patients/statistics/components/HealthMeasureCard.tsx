import type { HealthReportResponse } from '@rehab/contract';
import { Box, Card, LineChart, StatTile } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@rehab/web/language';
import { chartSlot, tileSlot } from '../statistics.css';

type Measure = HealthReportResponse['measures'][number];

/** Scales of each measure, so charts of one patient and of different patients compare. */
const domains: Record<Measure['kind'], [number, number]> = {
  'stress-scale': [0, 10],
  'perceived-capacity': [0, 10],
  'physical-function': [0, 100],
  'well-being': [0, 100],
  'activity-index': [0, 100],
};

/** One health measure: its latest value and change as a tile, and its values over time as a line chart. */
export function HealthMeasureCard({ measure }: { measure: Measure }) {
  const { t } = useTranslation('statistics');
  const locale = dateLocale();
  // Less stress is better; every other measure is better higher.
  const isIncreaseGood = measure.kind !== 'stress-scale';
  return (
    <Card
      title={t(`health.measures.${measure.kind}`)}
      headingLevel={3}
      subtitle={`${t(`health.instruments.${measure.kind}`)}. ${t(isIncreaseGood ? 'health.higherIsBetter' : 'health.lowerIsBetter')}.`}
    >
      <Box display="flex" flexWrap="wrap" gap="xl" alignItems="flex-start">
        <div className={tileSlot}>
          <StatTile
            label={t('health.latest')}
            value={measure.latest ?? '–'}
            change={measure.change ?? undefined}
            changeLabel={measure.change === null ? undefined : t('health.change')}
            isIncreaseGood={isIncreaseGood}
            locale={locale}
          />
        </div>
        <div className={chartSlot}>
          <LineChart
            title={t(`health.descriptions.${measure.kind}`)}
            titleLevel={4}
            xLabel={t('health.date')}
            series={[{ key: 'value', label: t('health.value') }]}
            points={measure.points.map((point) => ({ x: new Date(point.date), values: { value: point.value } }))}
            domain={domains[measure.kind]}
            emptyText={t('health.empty')}
            locale={locale}
            height={220}
          />
        </div>
      </Box>
    </Card>
  );
}

import type { ActivityStatisticResponse } from '@rehab/contract';
import { BarChart, Box, Card, StatTile } from '@rehab/ui';
import { isFuture } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { fromIsoDate } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';
import { tileSlot } from '../statistics.css';

const percent: Intl.NumberFormatOptions = { style: 'percent' };

/** Compliance and the patient's done, skipped, missed and planned activities, per week and per type. */
export function ComplianceCard({ statistic }: { statistic: ActivityStatisticResponse }) {
  const { t } = useTranslation('statistics');
  const { t: tProgram } = useTranslation('program');
  const locale = dateLocale();
  const counts = [
    { key: 'done', label: t('activities.done'), color: 'primaryText' },
    { key: 'skipped', label: t('activities.skipped'), color: 'secondary' },
    { key: 'missed', label: t('activities.missed'), color: 'mediumGrey' },
    { key: 'planned', label: t('activities.planned'), color: 'lightMediumGrey' },
  ] as const;
  return (
    <Card title={t('compliance.title')}>
      <Box display="flex" flexDirection="column" gap="xl">
        <Box display="flex" flexWrap="wrap" gap="lg">
          <div className={tileSlot}>
            <StatTile
              label={t('compliance.exercises')}
              value={statistic.compliance.exercises}
              valueFormat={percent}
              locale={locale}
            />
          </div>
          <div className={tileSlot}>
            <StatTile
              label={t('compliance.theoryLessons')}
              value={statistic.compliance.theoryLessons}
              valueFormat={percent}
              locale={locale}
            />
          </div>
        </Box>
        <BarChart
          title={t('compliance.chartTitle')}
          description={t('compliance.chartDescription')}
          xLabel={t('compliance.kind')}
          series={[{ key: 'share', label: t('compliance.share') }]}
          points={[
            { x: t('compliance.exercisesShort'), values: { share: statistic.compliance.exercises } },
            { x: t('compliance.theoryLessonsShort'), values: { share: statistic.compliance.theoryLessons } },
          ]}
          valueFormat={percent}
          domain={[0, 1]}
          xIsCategory
          emptyText={t('activities.empty')}
          locale={locale}
          height={200}
        />
        <BarChart
          title={t('activities.byWeekTitle')}
          description={t('activities.byWeekDescription')}
          xLabel={t('activities.week')}
          series={counts}
          arrangement="stacked"
          // A week that has not begun has nothing done or skipped yet: it is left out rather than shown as "not done".
          points={statistic.byWeek
            .filter((week) => !isFuture(fromIsoDate(week.weekStart)))
            .map((week) => ({
              x: fromIsoDate(week.weekStart),
              values: { done: week.done, skipped: week.skipped, missed: week.missed, planned: week.planned },
            }))}
          emptyText={t('activities.empty')}
          locale={locale}
        />
        <BarChart
          title={t('activities.byTypeTitle')}
          xLabel={t('activities.type')}
          xIsCategory
          series={counts}
          points={statistic.byType.map((type) => ({
            x: tProgram(`activityTypes.${type.type}`),
            values: { done: type.done, skipped: type.skipped, missed: type.missed, planned: type.planned },
          }))}
          emptyText={t('activities.empty')}
          locale={locale}
        />
      </Box>
    </Card>
  );
}

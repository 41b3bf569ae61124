import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { BarChart, Box, Button, DownloadIcon, showToast, StatTile } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@rehab/web/language';
import { downloadReport, type ReportFormat } from '../api/downloadReport';
import { useOrganizationStatistics } from '../api/useOrganizationStatistics';
import * as styles from '../organizations.css';
import { PeriodFields } from '../../../lib/PeriodFields';
import { LoadError } from '../../../lib/LoadError';
import { errorText } from '@rehab/web/serverErrors';

/** The server's own default: the last 6 whole months up to today. */
function defaultPeriod() {
  const to = today(getLocalTimeZone());
  return { from: to.subtract({ months: 5 }).set({ day: 1 }), to };
}

const percent: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

/** Licenses, users and compliance of an organization over a chosen period, with the report downloads. */
export function OrganizationStatistics({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation('organizations');
  const locale = dateLocale(i18n.language);
  const [period, setPeriod] = useState(defaultPeriod);
  const [downloading, setDownloading] = useState<ReportFormat>();
  const query = { from: period.from.toString(), to: period.to.toString() };
  const statistics = useOrganizationStatistics(organizationId, query);
  const { data, error, isLoading } = statistics;
  const periodInvalid = period.from.compare(period.to) > 0;

  const download = async (format: ReportFormat) => {
    setDownloading(format);
    try {
      await downloadReport(organizationId, format, query, i18n.language === 'en' ? 'en' : 'sv');
    } catch (failure) {
      showToast({
        tone: 'error',
        title: t('statistics.downloadError'),
        description: errorText(t, failure),
      });
    } finally {
      setDownloading(undefined);
    }
  };

  const compliance = (value: number | null | undefined) => (value === null ? t('statistics.noTasks') : (value ?? 0));
  const tiles = [
    { id: 'usedLicenses', value: data?.usedLicenses ?? 0 },
    { id: 'activeLicenses', value: data?.activeLicenses ?? 0 },
    { id: 'activeUsers', value: data?.activeUsers ?? 0 },
    { id: 'inactiveUsers', value: data?.inactiveUsers ?? 0 },
    { id: 'exerciseCompliance', value: compliance(data?.exerciseCompliance), format: percent },
    { id: 'theoryCompliance', value: compliance(data?.theoryCompliance), format: percent },
  ] as const;

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <Box display="flex" gap="lg" alignItems="flex-end" flexWrap="wrap">
        <Box display="flex" gap="lg" alignItems="flex-end" flexWrap="wrap" data-period>
          <PeriodFields period={period} onChange={setPeriod} />
        </Box>
        <Button
          variant="outlined"
          icon={<DownloadIcon />}
          isDisabled={periodInvalid}
          isLoading={downloading === 'pdf'}
          loadingLabel={t('statistics.downloading')}
          onPress={() => void download('pdf')}
        >
          {t('statistics.downloadPdf')}
        </Button>
        <Button
          variant="outlined"
          icon={<DownloadIcon />}
          isDisabled={periodInvalid}
          isLoading={downloading === 'csv'}
          loadingLabel={t('statistics.downloading')}
          onPress={() => void download('csv')}
        >
          {t('statistics.downloadCsv')}
        </Button>
      </Box>
      {error && !periodInvalid ? (
        <LoadError headingLevel={3} title={t('statistics.loadError')} of={statistics} />
      ) : (
        <>
          <ul className={styles.statTiles} data-stat-tiles>
            {tiles.map((tile) => (
              <Box as="li" key={tile.id} data-stat={tile.id}>
                <StatTile
                  label={t(`statistics.${tile.id}`)}
                  value={tile.value}
                  valueFormat={'format' in tile ? tile.format : undefined}
                  isLoading={isLoading}
                  locale={locale}
                />
              </Box>
            ))}
          </ul>
          {/* The same words as the report: who counts as active, so the figure reads beside the patient list's status. */}
          <Box as="p" fontSize="small" color="mediumGrey">
            {t('statistics.usersNote')}
          </Box>
          <Box data-compliance-chart>
            <BarChart
              title={t('statistics.chartTitle')}
              description={t('statistics.chartDescription')}
              titleLevel={3}
              xLabel={t('statistics.month')}
              series={[
                { key: 'exercise', label: t('statistics.exerciseCompliance') },
                { key: 'theory', label: t('statistics.theoryCompliance') },
              ]}
              points={(data?.months ?? []).map((month) => ({
                x: parseDate(`${month.month}-01`).toDate(getLocalTimeZone()),
                values: { exercise: month.exerciseCompliance, theory: month.theoryCompliance },
              }))}
              emptyText={isLoading ? t('loading') : t('statistics.chartEmpty')}
              missingText={t('statistics.noTasks')}
              locale={locale}
              dateFormat={{ month: 'short', year: 'numeric' }}
              valueFormat={percent}
              domain={[0, 1]}
            />
          </Box>
        </>
      )}
    </Box>
  );
}

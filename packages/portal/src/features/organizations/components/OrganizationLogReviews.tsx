import { getLocalTimeZone, today } from '@internationalized/date';
import { logReviewSampleMax, type LogReviewSummary } from '@rehab/contract';
import { Box, Button, Card, NumberField, showToast, Table, type TableColumn } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useRole } from '../../../lib/useRole';
import { drawLogReview, logReviewsKey, useLogReviews } from '../api/logReviews';
import { useReviewDates } from './reviewDates';
import { fieldRow } from '../organizations.css';
import { PeriodFields } from '../../../lib/PeriodFields';

const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : '';

/**
 * The organization's log reviews (loggkontroll): its admin draws a new one for a period, and every review done is
 * listed with its dates, so the clinic can show that it follows up its access log regularly.
 */
export function OrganizationLogReviews({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('organizations');
  const role = useRole();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const reviews = useLogReviews(organizationId);
  const { time, period: periodText } = useReviewDates();
  const [period, setPeriod] = useState(() => {
    const to = today(getLocalTimeZone());
    return { from: to.subtract({ months: 1 }), to };
  });
  const [sampleSize, setSampleSize] = useState(20);
  const [drawing, setDrawing] = useState(false);
  const periodInvalid = period.from.compare(period.to) > 0;
  const sizeInvalid = !Number.isInteger(sampleSize) || sampleSize < 1 || sampleSize > logReviewSampleMax;

  const draw = async () => {
    setDrawing(true);
    try {
      const review = await drawLogReview(organizationId, { from: period.from.toString(), to: period.to.toString(), sampleSize });
      await mutate((key) => typeof key === 'string' && key.startsWith(logReviewsKey(organizationId)));
      void navigate(`/organizations/${organizationId}/reviews/${review.id}`);
    } catch (failure) {
      showToast({ tone: 'error', title: t('logReview.drawError'), description: errorText(t, failure) });
    } finally {
      setDrawing(false);
    }
  };

  const open = (review: LogReviewSummary) => `/organizations/${organizationId}/reviews/${review.id}`;
  const columns: TableColumn<LogReviewSummary>[] = [
    {
      id: 'period',
      name: t('logReview.columns.period'),
      isRowHeader: true,
      minWidth: 200,
      render: (row) => periodText(row.from, row.to),
    },
    { id: 'createdAt', name: t('logReview.columns.createdAt'), width: 150, render: (row) => time(row.createdAt) },
    {
      id: 'completedAt',
      name: t('logReview.columns.completedAt'),
      width: 150,
      render: (row) => (row.completedAt ? time(row.completedAt) : t('logReview.notCompleted')),
    },
    { id: 'by', name: t('logReview.columns.by'), render: (row) => fullName(row.completedBy ?? row.createdBy) },
    { id: 'items', name: t('logReview.columns.items'), width: 130, render: (row) => t('logReview.reads', { count: row.items }) },
    {
      id: 'findings',
      name: t('logReview.columns.findings'),
      minWidth: 200,
      render: (row) => t('logReview.findingsSummary', row.findings),
    },
  ];

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <Box as="p" color="mediumGrey">
        {t('logReview.intro')}
      </Box>
      {role === 'org_admin' && (
        <Card title={t('logReview.new')} headingLevel={3}>
          <div className={fieldRow}>
            <PeriodFields period={period} onChange={setPeriod} />
            <NumberField
              label={t('logReview.sampleSize')}
              description={t('logReview.sampleSizeHint', { max: logReviewSampleMax })}
              value={sampleSize}
              onChange={setSampleSize}
              minValue={1}
              maxValue={logReviewSampleMax}
            />
            <Button
              variant="contained"
              isDisabled={periodInvalid || sizeInvalid}
              isLoading={drawing}
              loadingLabel={t('logReview.drawing')}
              onPress={() => void draw()}
            >
              {t('logReview.draw')}
            </Button>
          </div>
        </Card>
      )}
      <Box as="h3" fontSize="h4" fontWeight="bold">
        {t('logReview.listTitle')}
      </Box>
      <Table
        aria-label={t('logReview.listTitle')}
        columns={columns}
        rows={reviews.data?.items ?? []}
        fitRows
        height={480}
        emptyText={t('logReview.empty')}
        isLoading={reviews.isLoading}
        loadingText={t('logReview.loading')}
        onRowAction={(id) => {
          const review = reviews.data?.items.find((each) => each.id === id);
          if (review) void navigate(open(review));
        }}
        error={
          reviews.error
            ? { message: t('logReview.loadError'), retryLabel: t('logReview.retry'), onRetry: () => void reviews.mutate() }
            : undefined
        }
      />
    </Box>
  );
}

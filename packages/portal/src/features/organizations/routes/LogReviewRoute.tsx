import type { LogReview } from '@rehab/contract';
import { Box, Breadcrumbs, Button, DownloadIcon, showToast, Skeleton } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { LoadError } from '../../../lib/LoadError';
import { useRole } from '../../../lib/useRole';
import { downloadLogReviewReport, logReviewsKey, saveLogReview, useLogReview } from '../api/logReviews';
import { useOrganization } from '../api/useOrganization';
import { LogReviewItems, type FindingDraft } from '../components/LogReviewItems';
import { useReviewDates } from '../components/reviewDates';

const fullName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : '';

/** /organizations/{id}/reviews/{reviewId}: one log review; its admin marks each item with a finding and saves it. */
export function Component() {
  const { t } = useTranslation('organizations');
  const { id = '', reviewId = '' } = useParams();
  const organization = useOrganization(id);
  const review = useLogReview(id, reviewId);
  if (review.error)
    return (
      <LoadError headingLevel={2} title={t('logReview.reviewLoadError')} notFoundTitle={t('logReview.notFound')} of={review} />
    );
  if (!review.data || !organization.data) return <Skeleton variant="rectangle" height="16rem" />;
  return <LogReviewScreen organizationId={id} organizationTitle={organization.data.title} review={review.data} />;
}

function LogReviewScreen({
  organizationId,
  organizationTitle,
  review,
}: {
  organizationId: string;
  organizationTitle: string;
  review: LogReview;
}) {
  const { t, i18n } = useTranslation('organizations');
  const role = useRole();
  const { mutate } = useSWRConfig();
  const { time, period } = useReviewDates();
  const [drafts, setDrafts] = useState<Record<string, FindingDraft>>({});
  const [saving, setSaving] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [missing, setMissing] = useState(0);
  const editable = role === 'org_admin' && review.completedAt === null;
  const title = t('logReview.reviewTitle', { period: period(review.from, review.to) });
  const draftOf = (itemId: string) => drafts[itemId] ?? { finding: null, comment: '' };

  const save = async () => {
    const unmarked = review.items.filter((item) => draftOf(item.id).finding === null).length;
    setMissing(unmarked);
    if (unmarked > 0) return;
    setSaving(true);
    try {
      const findings = review.items.map((item) => {
        const { finding, comment } = draftOf(item.id);
        return { itemId: item.id, finding: finding ?? 'none', ...(comment.trim() && { comment: comment.trim() }) };
      });
      const saved = await saveLogReview(organizationId, review.id, { findings });
      await mutate((key) => typeof key === 'string' && key.startsWith(logReviewsKey(organizationId)));
      await mutate(`${logReviewsKey(organizationId)}/${review.id}`, saved, { revalidate: false });
      showToast({ tone: 'success', title: t('logReview.saved') });
    } catch (failure) {
      showToast({ tone: 'error', title: t('logReview.saveError'), description: errorText(t, failure) });
    } finally {
      setSaving(false);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadLogReviewReport(organizationId, review, i18n.language === 'en' ? 'en' : 'sv');
    } catch (failure) {
      showToast({ tone: 'error', title: t('logReview.downloadError'), description: errorText(t, failure) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Breadcrumbs
        aria-label={t('breadcrumbs')}
        items={[
          { id: 'list', label: t('listTitle'), href: '/organizations' },
          { id: 'organization', label: organizationTitle, href: `/organizations/${organizationId}/reviews` },
          { id: 'current', label: title },
        ]}
      />
      <Box as="h2" fontSize="h3" fontWeight="bold">
        {title}
      </Box>
      <Box display="flex" flexDirection="column" gap="xs" color="mediumGrey">
        <Box as="p">{t('logReview.drawnBy', { date: time(review.createdAt), name: fullName(review.createdBy) })}</Box>
        <Box as="p">
          {review.completedAt
            ? t('logReview.completedBy', { date: time(review.completedAt), name: fullName(review.completedBy) })
            : t('logReview.notCompleted')}
        </Box>
      </Box>
      <Box>
        <Button
          variant="outlined"
          icon={<DownloadIcon />}
          isLoading={downloading}
          loadingLabel={t('statistics.downloading')}
          onPress={() => void download()}
        >
          {t('logReview.downloadPdf')}
        </Button>
      </Box>
      <LogReviewItems
        items={review.items}
        drafts={drafts}
        onChange={editable ? (itemId, draft) => setDrafts((current) => ({ ...current, [itemId]: draft })) : undefined}
      />
      {editable && (
        <Box display="flex" gap="md" alignItems="center" flexWrap="wrap">
          <Button variant="contained" isLoading={saving} loadingLabel={t('logReview.saving')} onPress={() => void save()}>
            {t('logReview.save')}
          </Button>
          {missing > 0 && (
            <Box as="p" role="alert" color="errorText">
              {t('logReview.missingFindings', { count: missing })}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

import {
  logReviewCommentMax,
  logReviewFindings,
  logReviewKinds,
  type LogReviewFinding,
  type LogReviewItem,
} from '@rehab/contract';
import { Badge, Box, Select, SelectItem, TextArea } from '@rehab/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { plainList, reviewComment, reviewFinding, reviewItem } from '../organizations.css';
import { useReviewDates } from './reviewDates';

export type FindingDraft = { finding: LogReviewFinding | null; comment: string };

type LogReviewItemsProps = {
  items: readonly LogReviewItem[];
  drafts: Record<string, FindingDraft>;
  /** Absent when the review is saved (or the reader may not save it): the findings are shown, not asked for. */
  onChange?: (itemId: string, draft: FindingDraft) => void;
};

const findingTone = { none: 'neutral', investigate: 'secondary', unauthorized: 'error' } as const;

/** A review's three lists, each item with who opened whose record and when, and its finding and comment. */
export function LogReviewItems({ items, drafts, onChange }: LogReviewItemsProps) {
  const { t } = useTranslation('organizations');
  return (
    <Box display="flex" flexDirection="column" gap="xl">
      {logReviewKinds.map((kind) => {
        const ofKind = items.filter((item) => item.kind === kind);
        return (
          <Box as="section" key={kind} display="flex" flexDirection="column" gap="md" aria-label={t(`logReview.kinds.${kind}`)}>
            <Box as="h3" fontSize="h4" fontWeight="bold">
              {`${t(`logReview.kinds.${kind}`)} (${ofKind.length})`}
            </Box>
            <Box as="p" color="mediumGrey" fontSize="small">
              {t(`logReview.kindHints.${kind}`)}
            </Box>
            {ofKind.length === 0 ? (
              <Box as="p">{t('logReview.noItems')}</Box>
            ) : (
              <ol className={plainList}>
                {ofKind.map((item) => (
                  <ReviewItem
                    key={item.id}
                    item={item}
                    draft={drafts[item.id] ?? { finding: item.finding, comment: item.comment ?? '' }}
                    onChange={onChange}
                  />
                ))}
              </ol>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function ReviewItem({
  item,
  draft,
  onChange,
}: {
  item: LogReviewItem;
  draft: FindingDraft;
  onChange?: LogReviewItemsProps['onChange'];
}) {
  const { t } = useTranslation('organizations');
  const { time } = useReviewDates();
  const titleId = useId();
  const who = item.actor
    ? `${item.actor.firstName} ${item.actor.lastName} (${t(`audit.roles.${item.actor.role}`, { defaultValue: item.actor.role })})`
    : '';
  const patient = item.patient
    ? [item.patient.firstName, item.patient.lastName].filter(Boolean).join(' ') ||
      t('audit.hiddenPatient', { id: item.patient.id.slice(0, 8) })
    : t('audit.noPatient');
  const when = item.kind === 'sample' ? time(item.firstAt) : `${time(item.firstAt)} – ${time(item.lastAt)}`;
  const what =
    item.kind === 'sample'
      ? t(`audit.actions.${(item.action ?? '').replace(':', '_')}`, { defaultValue: item.action ?? '' })
      : t('logReview.reads', { count: item.reads });
  return (
    <li className={reviewItem} aria-labelledby={titleId}>
      <Box id={titleId} fontWeight="bold">
        {t('logReview.itemLabel', { who, patient, when })}
      </Box>
      <Box>{what}</Box>
      {item.reason && <Box>{t('audit.emergency', { reason: item.reason })}</Box>}
      {onChange ? (
        <Box display="flex" gap="md" flexWrap="wrap" alignItems="flex-start">
          <div className={reviewFinding}>
            <Select
              label={t('logReview.finding')}
              placeholder={t('logReview.chooseFinding')}
              selectedKey={draft.finding}
              onSelectionChange={(key) => onChange(item.id, { ...draft, finding: key as LogReviewFinding })}
            >
              {logReviewFindings.map((finding) => (
                <SelectItem key={finding} id={finding}>
                  {t(`logReview.findings.${finding}`)}
                </SelectItem>
              ))}
            </Select>
          </div>
          <div className={reviewComment}>
            <TextArea
              label={t('logReview.comment')}
              rows={2}
              maxLength={logReviewCommentMax}
              value={draft.comment}
              onChange={(comment) => onChange(item.id, { ...draft, comment })}
            />
          </div>
        </Box>
      ) : (
        <Box display="flex" flexDirection="column" gap="xs">
          {item.finding && (
            <Box>
              <Badge tone={findingTone[item.finding]}>{t(`logReview.findings.${item.finding}`)}</Badge>
            </Box>
          )}
          {item.comment && <Box as="p">{item.comment}</Box>}
        </Box>
      )}
    </li>
  );
}

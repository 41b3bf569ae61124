import type { AttentionItem } from '@rehab/contract';
import { Box, Button, Card, CheckIcon, EmptyState, Link, Skeleton, showToast } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@rehab/web/language';
import { LoadError } from '../../../lib/LoadError';
import { useRole } from '../../../lib/useRole';
import { useViewport } from '../../../lib/useViewport';
import { plainList } from '../../../lib/views.css';
import { markAttentionHandled, useAttention, withoutPatient } from '../api/useAttention';
import { attentionReasonText, attentionSinceText, attentionTarget } from './attentionText';
import { attentionRow } from '../dashboard.css';

/** Patients the block shows before "Visa alla", so the counts and the calendar below stay near: fewer on a phone. */
const rowsAtFirst = { phone: 3, tablet: 5, desktop: 5 } as const;

/**
 * The first block of the home page: the physio's patients who need attention, why and since when, each with a
 * link to where to act and "Hanterad", which takes the patient off the list at once and puts them back if the
 * server refuses (docs/rules/attention.md).
 */
export function AttentionList() {
  const { t, i18n } = useTranslation('dashboard');
  // Read whatever the role, so the call the page sent early is taken; an admin's list is empty anyway.
  const attention = useAttention();
  const { data, error, mutate } = attention;
  // Pain and feedback are health data: only a physio is told who needs attention (docs/rules/attention.md). While
  // the role loads, the block's placeholder holds its place, as a physio's home has it.
  const role = useRole();
  const [isExpanded, setIsExpanded] = useState(false);
  const firstRows = rowsAtFirst[useViewport()];

  const markHandled = async (item: AttentionItem) => {
    const userId = item.patient.id;
    try {
      await mutate(
        async (current) => {
          await markAttentionHandled(userId);
          return withoutPatient(current, userId);
        },
        { optimisticData: (current) => withoutPatient(current, userId) ?? { items: [], total: 0 }, rollbackOnError: true },
      );
    } catch {
      showToast({ title: t('attention.handledFailed', { name: `${item.patient.firstName} ${item.patient.lastName}` }), tone: 'error' });
    }
  };

  if (role !== undefined && role !== 'physio') return null;
  const items = data?.items ?? [];
  const shown = isExpanded ? items : items.slice(0, firstRows);
  return (
    <Card
      title={t('attention.title')}
      subtitle={data && data.total > 0 ? t('attention.count', { count: data.total }) : undefined}
    >
      {error && !data ? (
        <LoadError title={t('attention.failed')} of={attention} />
      ) : !data ? (
        <Skeleton variant="text" lines={3} />
      ) : items.length === 0 ? (
        <EmptyState icon={<CheckIcon />} title={t('attention.empty.title')} description={t('attention.empty.description')} />
      ) : (
        <Box display="flex" flexDirection="column" gap="md">
          <Box as="ul" display="flex" flexDirection="column" className={plainList}>
            {shown.map((item) => {
              const name = `${item.patient.firstName} ${item.patient.lastName}`;
              const target = attentionTarget(item);
              return (
                <li key={item.patient.id} className={attentionRow}>
                  <Box display="flex" flexDirection="column" gap="xs">
                    <Box as="h3" fontSize="h5" fontWeight="bold">
                      {name}
                    </Box>
                    <Box as="ul" display="flex" flexDirection="column" gap="xxs" className={plainList}>
                      {item.reasons.map((reason, index) => (
                        <li key={`${reason.kind}-${index}`}>{attentionReasonText(t, reason)}</li>
                      ))}
                    </Box>
                    <Box as="p" color="mediumGrey" fontSize="small">
                      {attentionSinceText(t, item.since, dateLocale(i18n.language))}
                    </Box>
                  </Box>
                  <Box display="flex" flexWrap="wrap" alignItems="center" gap="lg">
                    <Link variant="standalone" href={target.href} aria-label={t(`attention.open.${target.tab}Of`, { name })}>
                      {t(`attention.open.${target.tab}`)}
                    </Link>
                    <Button
                      variant="outlined"
                      icon={<CheckIcon size="sm" />}
                      aria-label={t('attention.handledOf', { name })}
                      onPress={() => void markHandled(item)}
                    >
                      {t('attention.handled')}
                    </Button>
                  </Box>
                </li>
              );
            })}
          </Box>
          {items.length > firstRows && (
            <Box>
              <Button variant="text" aria-expanded={isExpanded} onPress={() => setIsExpanded(!isExpanded)}>
                {isExpanded ? t('attention.showFewer') : t('attention.showAll', { count: items.length })}
              </Button>
            </Box>
          )}
        </Box>
      )}
    </Card>
  );
}

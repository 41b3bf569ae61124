import { Box, Card, Link } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@rehab/web/language';
import { LoadError } from '../../../lib/LoadError';
import { useRole } from '../../../lib/useRole';
import { plainList } from '../../../lib/views.css';
import { useDrafts } from '../api/useDrafts';
import { attentionRow } from '../dashboard.css';

/**
 * The physio's unsigned journal notes, each with a link to the patient's notes where the draft is finished and
 * signed (docs/rules/journal.md): a draft left unsigned is not yet part of the record.
 */
export function DraftList() {
  const { t } = useTranslation('dashboard');
  const role = useRole();
  const drafts = useDrafts();
  const { data, error } = drafts;
  // Shown only when there is something to sign: a physio with every note signed has no block, and nothing moves
  // on the page while the list loads.
  if ((role !== undefined && role !== 'physio') || (!error && (!data || data.length === 0))) return null;
  return (
    <Card title={t('drafts.title')} subtitle={data ? t('drafts.count', { count: data.length }) : undefined}>
      {error && !data ? (
        <LoadError title={t('drafts.failed')} of={drafts} />
      ) : (
        <Box as="ul" display="flex" flexDirection="column" className={plainList}>
          {(data ?? []).map((draft) => {
            const name = `${draft.patient.firstName} ${draft.patient.lastName}`;
            return (
              <li key={draft.id} className={attentionRow}>
                <Box display="flex" flexDirection="column" gap="xs">
                  <Box as="h3" fontSize="h5" fontWeight="bold">
                    {name}
                  </Box>
                  <span>{draft.title || t('drafts.untitled')}</span>
                  <Box as="p" color="mediumGrey" fontSize="small">
                    {t('drafts.saved', { date: formatDateTime(new Date(draft.updatedAt)) })}
                  </Box>
                </Box>
                <Link variant="standalone" href={`/patients/view/${draft.patient.id}/medical-notes`} aria-label={t('drafts.openOf', { title: draft.title || t('drafts.untitled'), name })}>
                  {t('drafts.open')}
                </Link>
              </li>
            );
          })}
        </Box>
      )}
    </Card>
  );
}

import type { FollowUp } from '@rehab/contract';
import { dayInSweden, formatShortDate, formatDateInSweden } from '@rehab/contract/dates';
import { Badge, Box, Button, Link } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './followUps.css';

type FollowUpItemProps = {
  followUp: FollowUp;
  isBusy: boolean;
  onDone: () => void;
  onSnooze: () => void;
  onHandOver: () => void;
};

/** One follow-up: the patient, what to do and why, when, and the actions while it is open. */
export function FollowUpItem({ followUp, isBusy, onDone, onSnooze, onHandOver }: FollowUpItemProps) {
  const { t } = useTranslation('todo');
  const name = `${followUp.patient.firstName} ${followUp.patient.lastName}`;
  const kind = t(`followUps.kinds.${followUp.kind}`);
  const today = dayInSweden();
  const isOpen = followUp.status === 'open';
  const when =
    followUp.status === 'done' && followUp.doneAt
      ? followUp.doneBy
        ? t('followUps.doneBy', { date: formatDateInSweden(followUp.doneAt), name: `${followUp.doneBy.firstName} ${followUp.doneBy.lastName}` })
        : t('followUps.doneByRules', { date: formatDateInSweden(followUp.doneAt) })
      : followUp.snoozedUntil && followUp.snoozedUntil > today
        ? t('followUps.snoozedUntil', { date: formatShortDate(followUp.snoozedUntil) })
        : followUp.dueDate < today
          ? t('followUps.overdue', { date: formatShortDate(followUp.dueDate) })
          : followUp.dueDate === today
            ? t('followUps.dueToday')
            : t('followUps.due', { date: formatShortDate(followUp.dueDate) });
  const origin =
    followUp.origin === 'rule' || !followUp.createdBy
      ? t('followUps.byRules')
      : t('followUps.byPhysio', { name: `${followUp.createdBy.firstName} ${followUp.createdBy.lastName}` });

  return (
    <li className={styles.item} data-follow-up={followUp.id}>
      <Box display="flex" flexDirection="column" gap="xxs">
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
          <Box as="h3" fontSize="body" fontWeight="bold">
            <Link href={`/patients/view/${followUp.patient.id}`} aria-label={t('followUps.openPatientOf', { name })}>
              {name}
            </Link>
          </Box>
          <Badge tone={isOpen && followUp.dueDate < today && !(followUp.snoozedUntil && followUp.snoozedUntil > today) ? 'error' : 'neutral'}>{kind}</Badge>
        </Box>
        <span className={styles.muted}>{`${when} · ${origin}`}</span>
        {followUp.reasons.length > 0 && <span>{followUp.reasons.map((reason) => t(`followUps.reasons.${reason}`)).join(', ')}</span>}
        {followUp.note && <span className={styles.note}>{followUp.note}</span>}
      </Box>
      {isOpen && (
        <Box display="flex" flexWrap="wrap" gap="sm" alignItems="center">
          <Button variant="outlined" aria-label={t('followUps.markDoneOf', { kind, name })} isLoading={isBusy} loadingLabel={t('followUps.marking')} onPress={onDone}>
            {t('followUps.markDone')}
          </Button>
          <Button variant="text" aria-label={t('followUps.snoozeOf', { kind, name })} onPress={onSnooze}>
            {t('followUps.snooze')}
          </Button>
          <Button variant="text" aria-label={t('followUps.handOverOf', { kind, name })} onPress={onHandOver}>
            {t('followUps.handOver')}
          </Button>
        </Box>
      )}
    </li>
  );
}

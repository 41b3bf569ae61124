import { followUpViews, type FollowUp, type FollowUpView } from '@rehab/contract';
import { formatShortDate } from '@rehab/contract/dates';
import { Box, EmptyState, Skeleton, Tab, TabList, TabPanel, Tabs, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { LoadError } from '../../../lib/LoadError';
import { followUpCalls, isFollowUpsKey, useFollowUps } from '../api/followUps';
import { TodoViews } from '../components/TodoViews';
import { FollowUpItem } from '../followUps/FollowUpItem';
import { HandOverDialog } from '../followUps/HandOverDialog';
import { SnoozeDialog } from '../followUps/SnoozeDialog';
import * as styles from '../followUps/followUps.css';

type Acting = { kind: 'snooze' | 'hand-over'; followUp: FollowUp } | null;

/** /to-do/follow-ups: the physio's work list, what the rules and colleagues ask of them, open, snoozed and done. */
export function Component() {
  const { t } = useTranslation('todo');
  const [view, setView] = useState<FollowUpView>('open');
  const list = useFollowUps(view);
  const counts = list.data?.counts;

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <TodoViews />
      <Box as="h2" fontSize="h3" fontWeight="bold">
        {t('followUps.title')}
      </Box>
      {counts && (
        <Box as="p" color="mediumGrey" role="status">
          {t('followUps.dueSummary', { count: counts.due })}
        </Box>
      )}
      <Tabs selectedKey={view} onSelectionChange={(key) => setView(key as FollowUpView)}>
        <TabList aria-label={t('followUps.tabs')}>
          {followUpViews.map((each) => (
            <Tab key={each} id={each}>
              {t(`followUps.${each}`, { count: counts?.[each] ?? 0 })}
            </Tab>
          ))}
        </TabList>
        {followUpViews.map((each) => (
          <TabPanel key={each} id={each}>
            <FollowUpList view={each} />
          </TabPanel>
        ))}
      </Tabs>
    </Box>
  );
}

function FollowUpList({ view }: { view: FollowUpView }) {
  const { t } = useTranslation('todo');
  const { mutate } = useSWRConfig();
  const list = useFollowUps(view);
  const [busy, setBusy] = useState<string | null>(null);
  const [acting, setActing] = useState<Acting>(null);
  // Every view and count moves with one action: each is read again.
  const refresh = () => mutate(isFollowUpsKey);

  const markDone = async (followUp: FollowUp) => {
    setBusy(followUp.id);
    try {
      await followUpCalls.done(followUp.patient.id, followUp.id);
      showToast({ title: t('followUps.markedDone'), tone: 'success' });
      await refresh();
    } catch (error) {
      showToast({ title: t('followUps.markFailed'), description: errorText(t, error), tone: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const snooze = async (followUp: FollowUp, until: string) => {
    try {
      await followUpCalls.snooze(followUp.patient.id, followUp.id, until);
    } catch (error) {
      showToast({ title: t('followUps.snoozeFailed'), description: errorText(t, error), tone: 'error' });
      throw error;
    }
    showToast({ title: t('followUps.snoozedTo', { date: formatShortDate(until) }), tone: 'success' });
    await refresh();
  };
  const handOver = async (followUp: FollowUp, assignee: { id: string; name: string }, note: string) => {
    try {
      await followUpCalls.handOver(followUp.patient.id, followUp.id, assignee.id, note);
    } catch (error) {
      showToast({ title: t('followUps.handOverFailed'), description: errorText(t, error), tone: 'error' });
      throw error;
    }
    showToast({ title: t('followUps.handedOver', { name: assignee.name }), tone: 'success' });
    await refresh();
  };

  if (list.error && !list.data) return <LoadError title={t('followUps.failed')} of={list} />;
  if (!list.data) return <Skeleton variant="text" lines={4} />;
  if (list.data.items.length === 0) return <EmptyState title={t(`followUps.empty.${view}.title`)} description={t(`followUps.empty.${view}.description`)} />;
  return (
    <section aria-label={t(`followUps.${view}`, { count: list.data.counts[view] })} aria-busy={list.isValidating || undefined}>
      <ul className={styles.list}>
        {list.data.items.map((followUp) => (
          <FollowUpItem
            key={followUp.id}
            followUp={followUp}
            isBusy={busy === followUp.id}
            onDone={() => void markDone(followUp)}
            onSnooze={() => setActing({ kind: 'snooze', followUp })}
            onHandOver={() => setActing({ kind: 'hand-over', followUp })}
          />
        ))}
      </ul>
      {acting?.kind === 'snooze' && <SnoozeDialog followUp={acting.followUp} onClose={() => setActing(null)} onSnooze={(until) => snooze(acting.followUp, until)} />}
      {acting?.kind === 'hand-over' && (
        <HandOverDialog followUp={acting.followUp} onClose={() => setActing(null)} onHandOver={(assignee, note) => handOver(acting.followUp, assignee, note)} />
      )}
    </section>
  );
}

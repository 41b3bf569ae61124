import { eveningReminderTime, type ReminderSettings } from '@rehab/contract';
import { Box, Button, Select, SelectItem, Skeleton, Switch } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canPush, subscribeToPushes, type PushOutcome } from '../../../lib/offline/pushSubscription';
import { fetchPushKey, saveReminderSettings, storePushSubscription, useReminderSettings } from '../api/reminderCalls';
import * as styles from '../profile.css';

/** The times the daily reminder can come: every half hour from 06:00 until before the evening's repeat. */
const reminderTimes = Array.from({ length: 26 }, (_, index) => {
  const minutes = 6 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}).filter((time) => time < eveningReminderTime);

/** This device's leave to show notifications, as far as the page can tell without asking. */
const devicePermission = (): PushOutcome | 'ask' => (!canPush() ? 'unsupported' : Notification.permission === 'granted' ? 'subscribed' : Notification.permission === 'denied' ? 'denied' : 'ask');

/** Asks the browser for a subscription and hands it to the server. */
const subscribeThisDevice = async () => subscribeToPushes((await fetchPushKey()).publicKey, storePushSubscription);

/**
 * "Påminnelser": the daily reminder and its time, the one the day before a visit, and whether they come as
 * notifications on this device and as mail. Each change is saved at once (docs/rules/reminders.md).
 */
export function RemindersSection() {
  const { t } = useTranslation('patientProfile');
  const settings = useReminderSettings();
  const [error, setError] = useState<string>();
  const [device, setDevice] = useState(devicePermission);

  // A device that allowed notifications before keeps its subscription handed to the server (it may be new).
  const pushOn = settings.data?.push === true;
  useEffect(() => {
    if (pushOn && devicePermission() === 'subscribed') void subscribeThisDevice().catch(() => undefined);
  }, [pushOn]);

  const change = async (changes: Partial<ReminderSettings>) => {
    if (!settings.data) return;
    setError(undefined);
    const next = { ...settings.data, ...changes };
    try {
      await settings.mutate(saveReminderSettings(next), { optimisticData: next, rollbackOnError: true, revalidate: false });
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  const allowDevice = async () => {
    try {
      setDevice(await subscribeThisDevice());
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="reminders-heading">
      <h2 id="reminders-heading" className={styles.sectionHeading}>
        {t('reminders.heading')}
      </h2>
      <Box as="p" color="mediumGrey">
        {t('reminders.description', { evening: eveningReminderTime })}
      </Box>
      {settings.data ? (
        <>
          <Switch isSelected={settings.data.daily} onChange={(daily) => void change({ daily })}>
            {t('reminders.daily')}
          </Switch>
          <Select
            label={t('reminders.time')}
            description={t('reminders.timeDescription')}
            selectedKey={settings.data.dailyTime}
            onSelectionChange={(time) => typeof time === 'string' && void change({ dailyTime: time })}
            items={(reminderTimes.includes(settings.data.dailyTime) ? reminderTimes : [settings.data.dailyTime, ...reminderTimes].sort()).map((time) => ({ id: time }))}
          >
            {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
          </Select>
          <Switch isSelected={settings.data.appointment} onChange={(appointment) => void change({ appointment })}>
            {t('reminders.appointment')}
          </Switch>
          <Switch
            isSelected={settings.data.push}
            onChange={(push) => {
              void change({ push });
              if (push && device === 'ask') void allowDevice();
            }}
          >
            {t('reminders.push')}
          </Switch>
          {settings.data.push && device !== 'subscribed' && (
            <Box display="flex" flexDirection="column" gap="sm">
              <Box as="p" color="mediumGrey">
                {t(`reminders.device.${device}`)}
              </Box>
              {device === 'ask' && (
                <div className={styles.actions}>
                  <Button variant="outlined" onPress={() => void allowDevice()}>
                    {t('reminders.allowDevice')}
                  </Button>
                </div>
              )}
            </Box>
          )}
          <Switch isSelected={settings.data.mail} onChange={(mail) => void change({ mail })}>
            {t('reminders.mail')}
          </Switch>
        </>
      ) : settings.error ? (
        <Box color="errorText">{errorText(t, settings.error)}</Box>
      ) : (
        <Skeleton variant="rectangle" height="16rem" />
      )}
      <Box role="alert" color="errorText">
        {error}
      </Box>
    </section>
  );
}

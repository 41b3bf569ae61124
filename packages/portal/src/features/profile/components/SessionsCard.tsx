import type { SignedInSession } from '@rehab/contract';
import { Box, Button, Card, showToast } from '@rehab/ui';
import { dateLocale } from '@rehab/web/language';
import { errorText } from '@rehab/web/serverErrors';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../../lib/signOut';
import { endSignedInSession, useSessions } from '../api/account';

/** Where the person is signed in, and ending any of it: the device it was is signed out at its next request. */
export function SessionsCard() {
  const { t, i18n } = useTranslation('profile');
  const navigate = useNavigate();
  const { data, error, mutate } = useSessions();
  const format = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' });

  const deviceOf = (session: SignedInSession) =>
    session.browser && session.os
      ? t('sessions.device', { browser: session.browser, os: session.os })
      : (session.browser ?? session.os ?? t('sessions.unknownDevice'));

  const end = async (session: SignedInSession) => {
    try {
      if (session.current) {
        await signOut();
        navigate('/sign-in', { replace: true });
        return;
      }
      await endSignedInSession(session.id);
      await mutate();
      showToast({ tone: 'success', title: t('sessions.ended', { device: deviceOf(session) }) });
    } catch (caught) {
      showToast({ tone: 'error', title: errorText(t, caught) });
    }
  };

  return (
    <Card>
      <Box as="section" aria-labelledby="sessions-heading" display="flex" flexDirection="column" gap="lg">
        <Box as="h2" id="sessions-heading" fontSize="h3" fontWeight="bold" margin="none">
          {t('sessions.heading')}
        </Box>
        <Box as="p" margin="none" color="mediumGrey">
          {t('sessions.intro')}
        </Box>
        {error && <Box role="alert">{t('sessions.loadFailed')}</Box>}
        {data && (
          <Box as="ul" display="flex" flexDirection="column" gap="md" padding="none" margin="none" aria-labelledby="sessions-heading">
            {data.items.map((session) => (
              <Box as="li" key={session.id} display="flex" alignItems="center" justifyContent="space-between" gap="md" flexWrap="wrap">
                <Box display="flex" flexDirection="column">
                  <Box as="span" fontWeight="bold">
                    {deviceOf(session)}
                    {session.current && ` · ${t('sessions.thisDevice')}`}
                  </Box>
                  <Box as="span" color="mediumGrey">
                    {t('sessions.lastUsed', { when: format.format(new Date(session.lastUsedAt)) })}
                  </Box>
                </Box>
                <Button variant="outlined" onPress={() => void end(session)} aria-label={`${session.current ? t('sessions.signOut') : t('sessions.end')}: ${deviceOf(session)}`}>
                  {session.current ? t('sessions.signOut') : t('sessions.end')}
                </Button>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Card>
  );
}

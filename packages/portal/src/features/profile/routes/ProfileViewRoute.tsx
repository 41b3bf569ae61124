import { Box, Button, Card } from '@rehab/ui';
import { PersonAvatar } from '../../../lib/PersonAvatar';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SecondFactorsCard } from '../../secondFactor/components/SecondFactorsCard';
import { ChangePasswordCard } from '../components/ChangePasswordCard';
import { ProfileLoader } from '../components/ProfileLoader';
import { SessionsCard } from '../components/SessionsCard';
import { maskPersonalNumber } from '../maskPersonalNumber';
import * as styles from './ProfileViewRoute.css';

/** /profile/view: the signed-in specialist as others in the product know them. */
export function Component() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();

  return (
    <ProfileLoader>
      {(profile) => {
        const name = `${profile.firstName} ${profile.lastName}`;
        const details: [string, string][] = [
          [t('fields.aboutMe', { ns: 'common' }), profile.profile.aboutMe || t('notGiven')],
          [t('fields.experience', { ns: 'common' }), profile.profile.experience || t('notGiven')],
          [t('fields.bankId', { ns: 'common' }), profile.profile.bankId ? maskPersonalNumber(profile.profile.bankId) : t('notGiven')],
        ];
        return (
          <>
          <Card>
            <Box display="flex" flexDirection="column" gap="xl">
              <Box display="flex" alignItems="center" justifyContent="space-between" gap="lg" flexWrap="wrap">
                <Box display="flex" alignItems="center" gap="lg">
                  <PersonAvatar name={name} src={profile.photo} size="large" isDecorative />
                  <Box display="flex" flexDirection="column" gap="xs">
                    <Box as="h2" fontSize="h2" fontWeight="bold" margin="none">
                      {name}
                    </Box>
                    <span>{profile.email}</span>
                  </Box>
                </Box>
                <Button variant="outlined" onPress={() => navigate('/profile/edit')}>
                  {t('edit')}
                </Button>
              </Box>
              <dl className={styles.details}>
                {details.map(([term, value]) => (
                  <div key={term}>
                    <dt className={styles.term}>{term}</dt>
                    <dd className={styles.description}>{value}</dd>
                  </div>
                ))}
                {profile.organizations.length > 0 && (
                  <div>
                    <dt className={styles.term}>{t('organizations', { count: profile.organizations.length })}</dt>
                    {profile.organizations.map((organization) => (
                      <dd key={organization.id} className={styles.description}>
                        {organization.title}
                      </dd>
                    ))}
                  </div>
                )}
              </dl>
            </Box>
          </Card>
          {/* Staff who sign in with a password or a code add their second factor here. */}
          <Box marginTop="xl">
            <SecondFactorsCard />
          </Box>
          <Box marginTop="xl">
            <ChangePasswordCard hasPersonalNumber={Boolean(profile.profile.bankId)} email={profile.email} />
          </Box>
          <Box marginTop="xl">
            <SessionsCard />
          </Box>
          </>
        );
      }}
    </ProfileLoader>
  );
}

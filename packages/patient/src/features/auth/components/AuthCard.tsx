import { Box } from '@rehab/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounceHydrated } from '@rehab/web/hydration';
import * as styles from './AuthCard.css';

/** The card every screen before sign-in is laid out in: the app's name, the screen's heading, its intro and form, then ways elsewhere. */
export function AuthCard({ heading, intro, children, footer }: { heading: string; intro?: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('patientApp');
  const headingId = useId();
  useAnnounceHydrated();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <Box display="flex" flexDirection="column" gap="sm">
          <p className={styles.productName}>{t('productName')}</p>
          <h1 id={headingId} className={styles.heading}>
            {heading}
          </h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </Box>
        {children}
        {footer && (
          <Box display="flex" flexDirection="column" alignItems="center" gap="md">
            {footer}
          </Box>
        )}
      </section>
    </main>
  );
}

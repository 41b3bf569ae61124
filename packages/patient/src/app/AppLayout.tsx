import { Spinner, ToastRegion } from '@rehab/ui';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { afterFirstScreen } from '@rehab/web/firstCalls';
import { OfflineTaskSync } from '../features/today/OfflineTaskSync';
import { OfflineBanner } from '../lib/offline/OfflineBanner';
import * as styles from './AppLayout.css';
import { navigationItems } from './navigation';

// The socket and its client load once the first screen has drawn what its calls brought; those calls already
// brought what was new, and the connection asks for what came since.
const ChatConnection = lazy(() =>
  afterFirstScreen()
    .then(() => import('../features/chat/ChatConnection'))
    .then((module) => ({ default: module.ChatConnection })),
);

/** The frame of every signed-in screen: the app's name on top, the screen, and the menu at the bottom. */
export function Component() {
  const { t } = useTranslation('patientApp');
  const inBrowser = useInBrowser();
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <span className={styles.productName}>{t('productName')}</span>
        </div>
      </header>
      <div className={styles.notices}>
        <OfflineBanner />
      </div>
      <main className={styles.main}>
        <Suspense fallback={<Spinner aria-label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul className={styles.navList}>
          {navigationItems.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href} end={item.end} className={styles.navLink}>
                <span aria-hidden="true">{item.icon}</span>
                {t(item.labelKey)}
                {item.badge && <span className={styles.navBadge}>{item.badge}</span>}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {inBrowser && (
        <Suspense fallback={null}>
          <ChatConnection />
        </Suspense>
      )}
      <OfflineTaskSync />
      <ToastRegion closeLabel={t('close', { ns: 'common' })} aria-label={t('messages', { ns: 'common' })} />
    </div>
  );
}

const noSubscription = () => () => {};

/**
 * False where the server draws today (src/drawToday.tsx) and while React takes that markup over, true after: the
 * socket is the browser's alone.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

import type { Role } from '@rehab/contract';
import { Box, EmptyState, Link, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useRole } from './useRole';

/** Shows its child routes only to the given roles; anyone else who types the address is told so. */
export function RoleGate({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('common');
  const role = useRole();
  if (!role) return <Skeleton variant="rectangle" height="16rem" />;
  if (roles.includes(role)) return <Outlet />;
  return (
    <Box paddingTop="xl">
      <EmptyState
        headingLevel={2}
        title={t('notAllowed.title')}
        description={t('notAllowed.description')}
        action={<Link href="/">{t('errors.backToStart')}</Link>}
      />
    </Box>
  );
}

import { Box, Skeleton } from '@rehab/ui';

/** docs/rules/screens.md: protected screens show a placeholder while they load. */
export function ScreenSkeleton() {
  return (
    <Box display="flex" flexDirection="column" gap="lg" aria-busy="true">
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="text" lines={6} />
    </Box>
  );
}

import { Box } from '@rehab/ui';

/** A form-level error, announced as soon as it appears. */
export function FormMessage({ children }: { children?: string | undefined }) {
  return (
    <Box role="alert" color="errorText" textAlign="center">
      {children}
    </Box>
  );
}

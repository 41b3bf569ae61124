import { Box, Button } from '@rehab/ui';
import { FormMessage } from './FormMessage';

/** The end of a form before sign-in: its error, if any, and the submit button that shows the request in flight. */
export function SignInFormFooter(props: {
  error?: string | undefined;
  isSubmitting: boolean;
  label: string;
  loadingLabel: string;
}) {
  return (
    <>
      <FormMessage>{props.error}</FormMessage>
      <Box display="flex" justifyContent="center">
        <Button type="submit" variant="contained" isLoading={props.isSubmitting} loadingLabel={props.loadingLabel}>
          {props.label}
        </Button>
      </Box>
    </>
  );
}

import { Box, Button } from '@rehab/ui';
import { submit } from './AuthCard.css';

/** The end of a form before sign-in: its error, announced as it appears, and the submit button that shows the request in flight. */
export function FormFooter(props: { error?: string; isSubmitting: boolean; label: string; loadingLabel: string }) {
  return (
    <>
      <Box role="alert" color="errorText" textAlign="center">
        {props.error}
      </Box>
      <div className={submit}>
        <Button type="submit" variant="contained" isLoading={props.isSubmitting} loadingLabel={props.loadingLabel}>
          {props.label}
        </Button>
      </div>
    </>
  );
}

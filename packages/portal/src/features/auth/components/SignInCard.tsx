import { Box } from '@rehab/ui';
import type { ReactNode } from 'react';
import { useAnnounceHydrated } from '@rehab/web/hydration';
import { card } from './SignInCard.css';

type SignInCardProps = {
  /** The id of the card's heading, which names it. */
  labelledBy: string;
  children: ReactNode;
  /** Below the card, e.g. the server's version. */
  after?: ReactNode;
};

/** The centred card every sign-in screen is laid out in. */
export function SignInCard({ labelledBy, children, after }: SignInCardProps) {
  useAnnounceHydrated();
  return (
    <Box as="main" display="flex" flexDirection="column" alignItems="center" gap="xl" padding="xl">
      <Box
        as="section"
        aria-labelledby={labelledBy}
        display="flex"
        flexDirection="column"
        alignItems="center"
        gap="xl"
        padding="xxl"
        marginTop="xxxl"
        className={card}
        background="white"
        borderRadius="xl"
        boxShadow="md"
      >
        {children}
      </Box>
      {after}
    </Box>
  );
}

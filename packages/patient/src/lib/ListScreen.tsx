import { Box } from '@rehab/ui';
import type { ReactNode } from 'react';

type ListScreenProps = {
  heading: string;
  intro: string;
  /** Links and buttons under the intro, part of the screen's head. */
  headExtra?: ReactNode;
  /** The list itself, or its loading, empty or error state. */
  children: ReactNode;
};

/** The frame of a screen that lists the patient's things: a heading and an intro above the list. */
export function ListScreen({ heading, intro, headExtra, children }: ListScreenProps) {
  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <Box display="flex" flexDirection="column" gap="xs">
        <Box as="h1" fontSize="h1" fontWeight="bold">
          {heading}
        </Box>
        <Box as="p" color="mediumGrey">
          {intro}
        </Box>
        {headExtra}
      </Box>
      {children}
    </Box>
  );
}

import { Avatar } from '@rehab/ui';
import type { ComponentProps } from 'react';
import { useSessionFile } from './useSessionFile';

/** The photo's address as the browser can show it: photos are served only with the session's token. */
export function usePhoto(address: string | null | undefined): string | null {
  return useSessionFile(address ?? undefined).url ?? null;
}

/** A person's avatar with their stored photo, fetched with the session; initials until it has loaded. */
export function PersonAvatar({ src, ...props }: ComponentProps<typeof Avatar>) {
  return <Avatar {...props} src={usePhoto(src)} />;
}

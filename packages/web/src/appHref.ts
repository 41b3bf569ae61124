import { useHref } from 'react-router-dom';

/** An address with a scheme (blob:, https:, mailto:) stays as it is; a path is resolved by the router (and its base). */
export function useAppHref(href: string) {
  const resolved = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : resolved;
}

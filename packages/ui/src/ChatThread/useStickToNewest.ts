import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** How far from the end still counts as reading the newest message: a rounding error, not a line. */
const atEndTolerance = 2;

/**
 * Keeps a chat's newest message in view: when the thread opens, when a new message arrives, and while
 * the log grows or shrinks under a reader who was at the end (a picture that loads after it was placed,
 * a keyboard that opens). A reader who scrolled back to older messages is left where they are.
 * History: scrolling once per new message left the end short by a picture's height, since the picture
 * is fetched with the session and drawn after the scroll.
 */
export function useStickToNewest(
  log: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  newestKey: string | undefined,
  isShown: boolean,
) {
  const isAtEnd = useRef(true);

  useLayoutEffect(() => {
    const element = log.current;
    if (!element || newestKey === undefined) return;
    isAtEnd.current = true;
    element.scrollTo({ top: element.scrollHeight });
  }, [log, newestKey, isShown]);

  useEffect(() => {
    const element = log.current;
    const inner = content.current;
    if (!element || !inner) return;
    // Only the reader moving up leaves the end. A scroll event can come after the log has grown again (a picture
    // drawn after the scroll to the end), and then measured the end as left though nobody moved: the log stayed
    // short by the picture's height on a busy machine.
    let lastTop = element.scrollTop;
    const onScroll = () => {
      const top = element.scrollTop;
      if (top < lastTop - atEndTolerance) isAtEnd.current = false;
      if (element.scrollHeight - top - element.clientHeight <= atEndTolerance) isAtEnd.current = true;
      lastTop = top;
    };
    const observer = new ResizeObserver(() => {
      if (isAtEnd.current) element.scrollTo({ top: element.scrollHeight });
    });
    observer.observe(element);
    observer.observe(inner);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll);
    };
  }, [log, content, isShown]);
}

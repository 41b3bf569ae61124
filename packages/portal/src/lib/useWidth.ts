import { useCallback, useEffect, useState } from 'react';

/** An element's width as it is laid out, following it as the window or what stands beside it changes; undefined until measured. */
export function useWidth(): [(element: HTMLElement | null) => void, number | undefined] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number>();

  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return [useCallback((next: HTMLElement | null) => setElement(next), []), width];
}

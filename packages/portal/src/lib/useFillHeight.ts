import { space } from '@rehab/tokens';
import { useCallback, useEffect, useState } from 'react';

/** Below the scroll area, the page's own bottom padding. */
const bottomGap = parseFloat(space.xl);

/**
 * A long list's scroll area fills the window from where it starts, so a tall tablet shows more rows than a
 * laptop and nothing is left blank below; never less than `min`, where the page itself scrolls instead.
 */
export function useFillHeight(min: number): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(min);

  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - bottomGap)));
    };
    measure();
    // What stands above the list (filters that wrap, a count that appears) moves it; the window can turn.
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element, min]);

  return [useCallback((next: HTMLElement | null) => setElement(next), []), height];
}

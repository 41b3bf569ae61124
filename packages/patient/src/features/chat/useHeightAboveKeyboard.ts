import { space } from '@rehab/tokens';
import { useEffect, useState, type RefObject } from 'react';

const gap = parseFloat(space.sm);

/**
 * While a phone's keyboard is open it covers the bottom of the page (and the menu) without making the
 * page shorter: the chat then ends where the keyboard begins, so the composer stays in sight above it.
 * Undefined while no keyboard is open: the stylesheet's height applies.
 */
export function useHeightAboveKeyboard(element: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const measure = () => {
      const visibleBottom = viewport.offsetTop + viewport.height;
      const covered = window.innerHeight - visibleBottom;
      const top = element.current?.getBoundingClientRect().top;
      // Less than a menu's height is the browser's own toolbar, not a keyboard.
      setHeight(covered > window.innerHeight / 5 && top !== undefined ? Math.floor(visibleBottom - top - gap) : undefined);
    };
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, [element]);
  return height;
}

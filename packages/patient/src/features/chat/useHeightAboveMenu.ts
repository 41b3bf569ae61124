import { useEffect, useState, type RefObject } from 'react';

/**
 * The height that takes a screen from where it starts to just above the app's menu, or above a phone's
 * keyboard while it is open: the keyboard covers the page (and the menu) without making it shorter, so
 * the chat's composer would otherwise be hidden under it. Undefined until measured: the stylesheet's
 * height applies.
 */
export function useHeightAboveMenu(element: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const viewport = window.visualViewport;
    const measure = () => {
      const top = element.current?.getBoundingClientRect().top;
      if (top === undefined || !element.current) return;
      // The screen's own padding below it stays, whatever the width makes it (wider on a tablet).
      const main = element.current.closest('main');
      const gap = main ? parseFloat(getComputedStyle(main).paddingBottom) : 0;
      const visibleBottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      // The frame's menu, at the bottom of the layout; under the keyboard while it is open.
      const menuTop = document.querySelector('nav')?.getBoundingClientRect().top ?? window.innerHeight;
      setHeight(Math.floor(Math.min(visibleBottom, menuTop) - top - gap));
    };
    measure();
    viewport?.addEventListener('resize', measure);
    viewport?.addEventListener('scroll', measure);
    window.addEventListener('resize', measure);
    return () => {
      viewport?.removeEventListener('resize', measure);
      viewport?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [element]);
  return height;
}

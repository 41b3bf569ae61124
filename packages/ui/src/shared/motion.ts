/** Media query for people who asked for less motion: animations stop there (and in screenshot tests). */
export const reducedMotion = '(prefers-reduced-motion: reduce)';

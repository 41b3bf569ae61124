import type { Decorator } from '@storybook/react-vite';

/**
 * Story tests screenshot the page body; overlays render in portals and do not stretch it,
 * so stories with an open overlay reserve the room it needs. Modals centre in the viewport:
 * give them `fullViewport`.
 */
export const fullViewport = 'calc(100vh - 2rem)';

export function withOverlaySpace(minHeight: number | string = 360): Decorator {
  function OverlaySpace(Story: Parameters<Decorator>[0]) {
    return (
      <div style={{ minHeight }}>
        <Story />
      </div>
    );
  }
  return OverlaySpace;
}

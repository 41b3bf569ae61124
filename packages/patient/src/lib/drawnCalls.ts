/** The data block of a page the server drew (src/drawToday.tsx): the answers of the screen's calls, by their keys. */
const drawnCallsId = 'drawn-calls';

/** The block, with `<` escaped so that no text in an answer can end it. Data, not script: no policy stops it. */
export function drawnCallsBlock(calls: Record<string, unknown>): string {
  return `<script type="application/json" id="${drawnCallsId}">${JSON.stringify(calls).replace(/</g, '\\u003c')}</script>`;
}

/** The answers the drawn page came with, if it is one. */
export function drawnCalls(): Record<string, unknown> | undefined {
  const block = document.getElementById(drawnCallsId)?.textContent;
  return block ? (JSON.parse(block) as Record<string, unknown>) : undefined;
}

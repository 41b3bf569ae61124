/** Formats a count the way badges show it: 100 and above becomes "99+". */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** Fixed story data: twelve program weeks from Monday 31 August 2026. */
export function programWeeks(count = 12): Date[] {
  return Array.from({ length: count }, (_, week) => new Date(2026, 7, 31 + week * 7));
}

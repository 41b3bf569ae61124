/** One CSV cell: `;` separated as Swedish spreadsheets expect, and never a formula. */
function csvCell(value: string | number | null): string {
  const raw = value === null ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line of cells. */
export const csvLine = (...cells: (string | number | null)[]) => cells.map(csvCell).join(';');

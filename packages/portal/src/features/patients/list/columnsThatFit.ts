/** The patient list's columns left out first when the table is too narrow for them all; they are on the patient's page. */
const leastNeededFirst = ['gender', 'phoneNumber', 'latestSignedNote', 'email', 'age', 'organization', 'lastActivity', 'adherence'];

/** The ids of the columns whose least widths fit in `width` (all of them until it is measured), leaving out the least needed first. */
export function columnsThatFit(all: readonly { id: string; minWidth?: number }[], width: number | undefined): string[] {
  let shown = all;
  for (const id of leastNeededFirst) {
    const needed = shown.reduce((sum, column) => sum + (column.minWidth ?? 0), 0);
    if (width === undefined || needed <= width) break;
    shown = shown.filter((column) => column.id !== id);
  }
  return shown.map((column) => column.id);
}

/**
 * The patient list's orders; ties go by name, then id. `age` ascending is the youngest first, undated last.
 * `lastActivity` ascending is the least recently active first, the never active before them; `adherence` ascending
 * the lowest first, unknown last either way; `attention` ascending those who need attention first.
 * A module without schemas: the portal's entry script reads the list's order from the address with it.
 */
export const patientSorts = ['name', 'firstName', 'age', 'joined', 'status', 'organization', 'lastActivity', 'adherence', 'attention'] as const;
/** The orders by figures of the health record: only for a reader with the care right. */
export const carePatientSorts = ['lastActivity', 'adherence', 'attention'] as const;
export const sortDirections = ['asc', 'desc'] as const;

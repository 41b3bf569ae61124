/**
 * The patient list's orders; ties go by name, then id. `age` ascending is the youngest first, undated last.
 * A module without schemas: the portal's entry script reads the list's order from the address with it.
 */
export const patientSorts = ['name', 'age', 'joined', 'status', 'organization'] as const;
export const sortDirections = ['asc', 'desc'] as const;

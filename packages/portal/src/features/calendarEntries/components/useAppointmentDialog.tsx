import type { CalendarEntry } from '@rehab/contract';
import { useState } from 'react';
import { AppointmentDialog } from './AppointmentDialog';

/** The booking dialog of a calendar view: `open()` for a new entry, `open(entry)` to change or cancel one. */
export function useAppointmentDialog(onSaved: () => Promise<unknown>) {
  const [editing, setEditing] = useState<{ entry?: CalendarEntry }>();
  return {
    open: (entry?: CalendarEntry) => setEditing({ entry }),
    dialog: editing && <AppointmentDialog entry={editing.entry} onClose={() => setEditing(undefined)} onSaved={onSaved} />,
  };
}

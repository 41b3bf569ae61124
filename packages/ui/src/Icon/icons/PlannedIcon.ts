import { CircleDashed } from 'lucide-react';
import { createIcon } from '../createIcon';

/** Task status: planned, not yet due. */
export const PlannedIcon = createIcon(CircleDashed, 'PlannedIcon');

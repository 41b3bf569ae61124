import { CircleCheck } from 'lucide-react';
import { createIcon } from '../createIcon';

/** Task status: done by the patient. */
export const DoneIcon = createIcon(CircleCheck, 'DoneIcon');

import { CircleSlash } from 'lucide-react';
import { createIcon } from '../createIcon';

/** Task status: skipped by the patient. */
export const SkippedIcon = createIcon(CircleSlash, 'SkippedIcon');

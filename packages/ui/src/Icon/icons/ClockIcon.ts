import { Clock } from 'lucide-react';
import { createIcon } from '../createIcon';

export const ClockIcon = createIcon(Clock, 'ClockIcon');

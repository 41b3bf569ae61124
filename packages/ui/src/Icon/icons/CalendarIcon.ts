import { Calendar } from 'lucide-react';
import { createIcon } from '../createIcon';

export const CalendarIcon = createIcon(Calendar, 'CalendarIcon');

import { Bell } from 'lucide-react';
import { createIcon } from '../createIcon';

export const BellIcon = createIcon(Bell, 'BellIcon');

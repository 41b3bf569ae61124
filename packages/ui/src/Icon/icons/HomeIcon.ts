import { House } from 'lucide-react';
import { createIcon } from '../createIcon';

export const HomeIcon = createIcon(House, 'HomeIcon');

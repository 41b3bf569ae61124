import { Ellipsis } from 'lucide-react';
import { createIcon } from '../createIcon';

export const MoreIcon = createIcon(Ellipsis, 'MoreIcon');

import { EllipsisVertical } from 'lucide-react';
import { createIcon } from '../createIcon';

export const MoreVerticalIcon = createIcon(EllipsisVertical, 'MoreVerticalIcon');

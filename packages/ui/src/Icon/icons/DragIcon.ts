import { GripVertical } from 'lucide-react';
import { createIcon } from '../createIcon';

export const DragIcon = createIcon(GripVertical, 'DragIcon');

import { X } from 'lucide-react';
import { createIcon } from '../createIcon';

export const CloseIcon = createIcon(X, 'CloseIcon');

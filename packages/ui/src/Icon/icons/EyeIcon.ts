import { Eye } from 'lucide-react';
import { createIcon } from '../createIcon';

export const EyeIcon = createIcon(Eye, 'EyeIcon');

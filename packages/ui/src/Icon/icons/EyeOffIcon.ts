import { EyeOff } from 'lucide-react';
import { createIcon } from '../createIcon';

export const EyeOffIcon = createIcon(EyeOff, 'EyeOffIcon');

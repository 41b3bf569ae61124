import { Wind } from 'lucide-react';
import { createIcon } from '../createIcon';

export const BreathingIcon = createIcon(Wind, 'BreathingIcon');

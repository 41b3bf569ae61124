import { Info } from 'lucide-react';
import { createIcon } from '../createIcon';

export const InfoIcon = createIcon(Info, 'InfoIcon');

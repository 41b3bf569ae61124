import { ChevronUp } from 'lucide-react';
import { createIcon } from '../createIcon';

export const ChevronUpIcon = createIcon(ChevronUp, 'ChevronUpIcon');

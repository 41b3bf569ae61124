import { ChevronDown } from 'lucide-react';
import { createIcon } from '../createIcon';

export const ChevronDownIcon = createIcon(ChevronDown, 'ChevronDownIcon');

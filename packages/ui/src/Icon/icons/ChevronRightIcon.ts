import { ChevronRight } from 'lucide-react';
import { createIcon } from '../createIcon';

export const ChevronRightIcon = createIcon(ChevronRight, 'ChevronRightIcon');

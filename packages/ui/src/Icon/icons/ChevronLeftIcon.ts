import { ChevronLeft } from 'lucide-react';
import { createIcon } from '../createIcon';

export const ChevronLeftIcon = createIcon(ChevronLeft, 'ChevronLeftIcon');

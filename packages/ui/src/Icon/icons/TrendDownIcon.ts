import { TrendingDown } from 'lucide-react';
import { createIcon } from '../createIcon';

export const TrendDownIcon = createIcon(TrendingDown, 'TrendDownIcon');

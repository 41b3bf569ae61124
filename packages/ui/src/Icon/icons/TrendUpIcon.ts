import { TrendingUp } from 'lucide-react';
import { createIcon } from '../createIcon';

export const TrendUpIcon = createIcon(TrendingUp, 'TrendUpIcon');

import { MoveRight } from 'lucide-react';
import { createIcon } from '../createIcon';

export const TrendFlatIcon = createIcon(MoveRight, 'TrendFlatIcon');

import { Minus } from 'lucide-react';
import { createIcon } from '../createIcon';

export const MinusIcon = createIcon(Minus, 'MinusIcon');

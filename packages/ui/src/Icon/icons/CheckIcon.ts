import { Check } from 'lucide-react';
import { createIcon } from '../createIcon';

export const CheckIcon = createIcon(Check, 'CheckIcon');

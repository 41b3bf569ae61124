import { Flower2 } from 'lucide-react';
import { createIcon } from '../createIcon';

export const MindfulnessIcon = createIcon(Flower2, 'MindfulnessIcon');

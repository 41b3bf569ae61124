import { Footprints } from 'lucide-react';
import { createIcon } from '../createIcon';

export const WalkingIcon = createIcon(Footprints, 'WalkingIcon');

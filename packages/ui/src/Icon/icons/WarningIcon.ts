import { TriangleAlert } from 'lucide-react';
import { createIcon } from '../createIcon';

export const WarningIcon = createIcon(TriangleAlert, 'WarningIcon');

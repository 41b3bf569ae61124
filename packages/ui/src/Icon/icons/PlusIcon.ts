import { Plus } from 'lucide-react';
import { createIcon } from '../createIcon';

export const PlusIcon = createIcon(Plus, 'PlusIcon');

import { Users } from 'lucide-react';
import { createIcon } from '../createIcon';

export const UsersIcon = createIcon(Users, 'UsersIcon');

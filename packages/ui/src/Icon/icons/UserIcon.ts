import { User } from 'lucide-react';
import { createIcon } from '../createIcon';

export const UserIcon = createIcon(User, 'UserIcon');

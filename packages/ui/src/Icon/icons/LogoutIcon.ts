import { LogOut } from 'lucide-react';
import { createIcon } from '../createIcon';

export const LogoutIcon = createIcon(LogOut, 'LogoutIcon');

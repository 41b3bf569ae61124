import { Menu } from 'lucide-react';
import { createIcon } from '../createIcon';

export const MenuIcon = createIcon(Menu, 'MenuIcon');

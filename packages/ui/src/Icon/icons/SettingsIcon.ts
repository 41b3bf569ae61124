import { Settings } from 'lucide-react';
import { createIcon } from '../createIcon';

export const SettingsIcon = createIcon(Settings, 'SettingsIcon');

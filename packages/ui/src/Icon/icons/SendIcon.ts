import { Send } from 'lucide-react';
import { createIcon } from '../createIcon';

export const SendIcon = createIcon(Send, 'SendIcon');

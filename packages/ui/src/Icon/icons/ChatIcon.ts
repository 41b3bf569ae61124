import { MessageCircle } from 'lucide-react';
import { createIcon } from '../createIcon';

export const ChatIcon = createIcon(MessageCircle, 'ChatIcon');

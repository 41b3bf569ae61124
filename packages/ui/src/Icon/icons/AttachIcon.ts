import { Paperclip } from 'lucide-react';
import { createIcon } from '../createIcon';

export const AttachIcon = createIcon(Paperclip, 'AttachIcon');

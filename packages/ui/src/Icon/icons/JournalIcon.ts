import { NotebookText } from 'lucide-react';
import { createIcon } from '../createIcon';

export const JournalIcon = createIcon(NotebookText, 'JournalIcon');

import { File } from 'lucide-react';
import { createIcon } from '../createIcon';

export const FileIcon = createIcon(File, 'FileIcon');

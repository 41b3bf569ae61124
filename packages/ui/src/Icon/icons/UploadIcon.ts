import { Upload } from 'lucide-react';
import { createIcon } from '../createIcon';

export const UploadIcon = createIcon(Upload, 'UploadIcon');

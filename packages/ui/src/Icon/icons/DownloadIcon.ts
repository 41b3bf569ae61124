import { Download } from 'lucide-react';
import { createIcon } from '../createIcon';

export const DownloadIcon = createIcon(Download, 'DownloadIcon');

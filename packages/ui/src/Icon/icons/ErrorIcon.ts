import { CircleAlert } from 'lucide-react';
import { createIcon } from '../createIcon';

export const ErrorIcon = createIcon(CircleAlert, 'ErrorIcon');

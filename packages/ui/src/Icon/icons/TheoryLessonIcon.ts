import { BookOpen } from 'lucide-react';
import { createIcon } from '../createIcon';

export const TheoryLessonIcon = createIcon(BookOpen, 'TheoryLessonIcon');

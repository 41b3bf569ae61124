import { Dumbbell } from 'lucide-react';
import { createIcon } from '../createIcon';

/** An exercise without its own picture, by kind: strength (and any other), walking, breathing, mindfulness, theory. */
export const ExerciseIcon = createIcon(Dumbbell, 'ExerciseIcon');

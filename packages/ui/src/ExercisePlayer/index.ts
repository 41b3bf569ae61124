export { ExercisePlayer, type ExercisePlayerMedia, type ExercisePlayerProps } from './ExercisePlayer';

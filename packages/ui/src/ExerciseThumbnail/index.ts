export { ExerciseThumbnail, type ExerciseKind, type ExerciseThumbnailProps } from './ExerciseThumbnail';

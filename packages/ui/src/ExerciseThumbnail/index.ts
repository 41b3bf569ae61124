export { ExerciseThumbnail, type ExerciseThumbnailProps } from './ExerciseThumbnail';

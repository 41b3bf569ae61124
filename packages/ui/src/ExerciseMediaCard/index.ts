export { ExerciseMediaCard, ExerciseMediaGrid, type ExerciseMediaCardProps } from './ExerciseMediaCard';

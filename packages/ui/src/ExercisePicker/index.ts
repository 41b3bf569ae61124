export { ExercisePicker, type ExercisePickerItem, type ExercisePickerProps } from './ExercisePicker';

export { LessonText, type LessonTextBlock, type LessonTextProps } from './LessonText';

export { NoteText, type NoteTextBlock, type NoteTextProps, type NoteTextSection } from './NoteText';

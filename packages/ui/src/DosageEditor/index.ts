export { DosageEditor, type DosageEditorLabels, type DosageEditorProps, type DosageMeasure, type DosageNumber, type DosageValue } from './DosageEditor';

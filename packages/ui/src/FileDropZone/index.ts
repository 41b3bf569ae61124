export { acceptsFile, FileDropZone, formatFileSize, type FileDropZoneProps } from './FileDropZone';

export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
export { acceptsFile, formatFileSize } from './files';

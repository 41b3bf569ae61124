import { useId, type ReactNode } from 'react';
import { DropZone, FileTrigger, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import { Button } from '../Button';
import { description as descriptionStyle, error as errorStyle, field, label as labelStyle } from '../Field/Field.css';
import { ErrorIcon, UploadIcon } from '../Icon';
import { dropZone, hint as hintStyle, icon, prompt } from './FileDropZone.css';
import { acceptsFile } from './files';

export type FileDropZoneProps = {
  /** The field's label, e.g. "Bifoga fil". */
  label: string;
  /** The text in the zone, e.g. "Dra och släpp filen här". */
  dropLabel: string;
  /** The button that opens the file picker, e.g. "Välj fil". */
  buttonLabel: string;
  /** Accepted types and limits as the user should read them, e.g. "PDF, JPG eller PNG, högst 10 MB". */
  hint?: ReactNode;
  /** MIME types (or extensions) accepted by the picker and by dropping, e.g. ["application/pdf", "image/*"]. */
  acceptedFileTypes?: string[];
  allowsMultiple?: boolean;
  /** Largest accepted file in bytes; larger files go to `onReject`. */
  maxFileSize?: number;
  /** Called with the accepted files, from the picker or a drop. */
  onSelect: (files: File[]) => void;
  /** Called with files refused for their type or size, so the caller can say why. */
  onReject?: (files: File[]) => void;
  errorMessage?: string;
  isDisabled?: boolean;
};

/** Pick files with a button or drop them on the zone; shows what is accepted and filters the rest. */
export function FileDropZone({
  label,
  dropLabel,
  buttonLabel,
  hint,
  acceptedFileTypes,
  allowsMultiple = false,
  maxFileSize,
  onSelect,
  onReject,
  errorMessage,
  isDisabled = false,
}: FileDropZoneProps) {
  const id = useId();

  const receive = (files: File[]) => {
    const offered = allowsMultiple ? files : files.slice(0, 1);
    const fits = (file: File) => acceptsFile(file, acceptedFileTypes) && (maxFileSize === undefined || file.size <= maxFileSize);
    const accepted = offered.filter(fits);
    const rejected = offered.filter((file) => !fits(file));
    if (accepted.length > 0) onSelect(accepted);
    if (rejected.length > 0) onReject?.(rejected);
  };

  const onDrop = async (items: DropItem[]) => {
    const fileItems = items.filter((item): item is FileDropItem => item.kind === 'file');
    receive(await Promise.all(fileItems.map((item) => item.getFile())));
  };

  return (
    <div className={field} data-invalid={errorMessage ? true : undefined} data-disabled={isDisabled || undefined}>
      <span id={`${id}-label`} className={labelStyle}>
        {label}
      </span>
      <DropZone
        className={dropZone}
        isDisabled={isDisabled}
        aria-labelledby={`${id}-label`}
        // Exact MIME types can be checked while dragging; wildcards and extensions are checked on drop.
        getDropOperation={(types) =>
          !acceptedFileTypes || acceptedFileTypes.some((type) => type.includes('*') || type.startsWith('.') || types.has(type)) ? 'copy' : 'cancel'
        }
        onDrop={(event) => void onDrop(event.items)}
      >
        <span className={icon}>
          <UploadIcon size="lg" />
        </span>
        <Text slot="label" className={prompt}>
          {dropLabel}
        </Text>
        {hint && <span className={`${descriptionStyle} ${hintStyle}`}>{hint}</span>}
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => receive(list ? [...list] : [])}
        >
          <Button variant="outlined" isDisabled={isDisabled} aria-describedby={errorMessage ? `${id}-error` : undefined}>
            {buttonLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      {errorMessage && (
        <span id={`${id}-error`} className={errorStyle}>
          <ErrorIcon size="sm" />
          <span>{errorMessage}</span>
        </span>
      )}
    </div>
  );
}

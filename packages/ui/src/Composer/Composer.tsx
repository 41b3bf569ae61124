import { useState, type KeyboardEvent } from 'react';
import { FileTrigger, TextArea, TextField } from 'react-aria-components';
import { AttachIcon, CloseIcon, SendIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { formatFileSize } from '../internal/format';
import { Spinner } from '../Spinner';
import * as styles from './Composer.css';

export type ComposerMessage = { text: string; file: File | null };

export type ComposerLabels = {
  /** The text field's name, e.g. "Meddelande". */
  message: string;
  placeholder: string;
  send: string;
  sending: string;
  attach: string;
  /** Name of the remove button; the file name follows, e.g. "Ta bort bilaga". */
  removeFile: string;
};

export type ComposerProps = {
  labels: ComposerLabels;
  onSend: (message: ComposerMessage) => void;
  /** While true the field and buttons are disabled and the send button shows progress. */
  isSending?: boolean;
  /** File types the attach button offers, e.g. ['image/*', 'application/pdf']. */
  acceptedFileTypes?: string[];
  /** Checks a chosen file (its size, its type); a file it refuses is not attached, and the caller says why. */
  acceptFile?: (file: File) => boolean;
  locale?: string;
  defaultValue?: string;
};

/** Writes a chat message: Enter sends, Shift+Enter starts a new line; a file can be attached. */
export function Composer({ labels, locale = 'sv-SE', ...props }: ComposerProps) {
  const [text, setText] = useState(props.defaultValue ?? '');
  const [file, setFile] = useState<File | null>(null);
  const canSend = !props.isSending && (text.trim() !== '' || file !== null);

  const send = () => {
    if (!canSend) return;
    props.onSend({ text: text.trim(), file });
    setText('');
    setFile(null);
  };

  const selectFile = (chosen: File | null) => {
    if (chosen && props.acceptFile && !props.acceptFile(chosen)) return;
    setFile(chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter and Enter while composing (IME) keep the default line break.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className={styles.composer}>
      {file && (
        <span className={styles.chip}>
          <span className={styles.chipName}>{`${file.name} · ${formatFileSize(file.size, locale)}`}</span>
          <IconButton size="sm" aria-label={`${labels.removeFile} ${file.name}`} onPress={() => setFile(null)} isDisabled={props.isSending}>
            <CloseIcon size="sm" />
          </IconButton>
        </span>
      )}
      <div className={styles.row}>
        <FileTrigger acceptedFileTypes={props.acceptedFileTypes} onSelect={(files) => selectFile(files?.[0] ?? null)}>
          <IconButton aria-label={labels.attach} isDisabled={props.isSending}>
            <AttachIcon />
          </IconButton>
        </FileTrigger>
        <TextField className={styles.field} aria-label={labels.message} value={text} onChange={setText} isDisabled={props.isSending}>
          <TextArea className={styles.textArea} placeholder={labels.placeholder} rows={1} onKeyDown={onKeyDown} />
        </TextField>
        <IconButton variant="contained" aria-label={props.isSending ? labels.sending : labels.send} onPress={send} isDisabled={!canSend}>
          {props.isSending ? <Spinner aria-label={labels.sending} size="sm" tone="current" /> : <SendIcon />}
        </IconButton>
      </div>
    </div>
  );
}

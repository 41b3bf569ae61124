import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CloseIcon, DoneIcon, ErrorIcon, InfoIcon } from '../Icon';
import { closeButton, content, description as descriptionStyle, iconTone, region, title as titleStyle, toast, toastTone } from './Toast.css';

export type ToastTone = 'success' | 'error' | 'info';

export type ToastContent = {
  title: string;
  description?: string;
  tone: ToastTone;
};

export type ToastQueue = AriaToastQueue<ToastContent>;

/** Creates a queue; the app has one (`toastQueue`), stories and tests may make their own. */
export function createToastQueue(maxVisibleToasts = 3): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts });
}

/** The app's one toast queue: add with `showToast`, render once with `<ToastRegion />`. */
export const toastQueue = createToastQueue();

/** Success and info toasts leave after 5 s; errors stay until closed so they are not missed. */
export function showToast(toastContent: ToastContent, options: { timeout?: number; queue?: ToastQueue } = {}): string {
  const { queue = toastQueue, timeout = toastContent.tone === 'error' ? undefined : 5000 } = options;
  return queue.add(toastContent, timeout === undefined ? {} : { timeout });
}

const icons = { success: DoneIcon, error: ErrorIcon, info: InfoIcon } as const;

export type ToastRegionProps = {
  /** Name of each toast's close button, e.g. "Stäng". */
  closeLabel: string;
  /** The region's landmark name, e.g. "Aviseringar"; react-aria's own Swedish text without it. */
  'aria-label'?: string;
  queue?: ToastQueue;
};

/**
 * Renders the queued toasts toward the bottom at the end side, over the top bar while a dialog is open
 * (docs/decisions/0024), as a landmark region; F6 moves focus to it and Escape there closes the focused toast.
 * Render it once near the app root.
 */
export function ToastRegion({ closeLabel, queue = toastQueue, ...props }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className={region} {...props}>
      {({ toast: queued }) => {
        const Icon = icons[queued.content.tone];
        return (
          <AriaToast toast={queued} className={`${toast} ${toastTone[queued.content.tone]}`}>
            <span className={iconTone[queued.content.tone]}>
              <Icon />
            </span>
            <AriaToastContent className={content}>
              <Text slot="title" className={titleStyle}>
                {queued.content.title}
              </Text>
              {queued.content.description && (
                <Text slot="description" className={descriptionStyle}>
                  {queued.content.description}
                </Text>
              )}
            </AriaToastContent>
            <Button slot="close" aria-label={closeLabel} className={closeButton}>
              <CloseIcon size="sm" />
            </Button>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}

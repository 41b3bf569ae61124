import { useRef, type ReactNode, type RefObject } from 'react';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { ChevronLeftIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { Skeleton } from '../Skeleton';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import { useStickToNewest } from './useStickToNewest';
import * as styles from './ChatThread.css';

export type ChatThreadLabels = {
  /** Names the log of messages (a heading a screen reader can jump to). */
  messages: string;
  /** Names the placeholders while the messages are on their way. */
  loading: string;
  /** Said in an empty thread. */
  noMessages: string;
  back: string;
  olderMessages: string;
  loadingOlder: string;
};

export type ChatThreadProps = {
  /** Whom the chat is with. */
  title: string;
  /** What they are to the reader ("Fysioterapeut"), under the name. */
  subtitle?: string;
  /** 1 where the thread is the screen, 2 where it is a pane beside the list. */
  headingLevel: 1 | 2;
  labels: ChatThreadLabels;
  /** `failed` shows `failure` in the log's place. */
  state: 'loading' | 'failed' | 'ready';
  failure?: ReactNode;
  /** A way back to the list, where the thread is a screen of its own. */
  onBack?: () => void;
  /** Whether older messages than the ones shown exist. */
  hasOlder?: boolean;
  isLoadingOlder?: boolean;
  onShowOlder?: () => void;
  /** The newest message's id: when it changes, the log scrolls to it. */
  newestKey?: string;
  isEmpty?: boolean;
  /** The log's scroll box, for a caller that keeps the reader's place as older messages go in above. */
  logRef?: RefObject<HTMLDivElement | null>;
  /** A failure to say above the composer (a send that failed, a file refused). */
  notice?: string;
  /** The day separators, unread divider and messages, oldest first. */
  children?: ReactNode;
  composer: ReactNode;
};

/** A chat with one person: who it is with, the messages scrolling between them, and the composer always in sight. */
export function ChatThread({ headingLevel, labels, state, logRef, newestKey, ...props }: ChatThreadProps) {
  const ownLog = useRef<HTMLDivElement>(null);
  const log = logRef ?? ownLog;
  const content = useRef<HTMLDivElement>(null);
  useStickToNewest(log, content, newestKey, state === 'ready');
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const LogHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section className={styles.thread} aria-labelledby="chat-thread-title">
      <header className={styles.header}>
        {props.onBack && (
          <IconButton aria-label={labels.back} onPress={props.onBack}>
            <ChevronLeftIcon />
          </IconButton>
        )}
        <Avatar name={props.title} size="small" isDecorative />
        <div>
          <Title id="chat-thread-title" className={styles.title}>
            {props.title}
          </Title>
          {props.subtitle && <p className={styles.subtitle}>{props.subtitle}</p>}
        </div>
      </header>
      {state === 'failed' ? (
        <div className={styles.centered}>{props.failure}</div>
      ) : state === 'loading' ? (
        // Takes the log's place and height, so the composer is at the bottom before the messages arrive.
        <section className={styles.log} aria-busy="true" aria-label={labels.loading}>
          <div className={styles.logContent}>
            <Skeleton variant="rectangle" height="3rem" width="60%" />
            <Skeleton variant="rectangle" height="3rem" width="50%" />
            <Skeleton variant="rectangle" height="3rem" width="60%" />
          </div>
        </section>
      ) : (
        // The log scrolls on its own; a keyboard user must be able to reach and scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div ref={log} className={styles.log} role="log" aria-labelledby="chat-messages-title" tabIndex={0}>
          <div ref={content} className={styles.logContent}>
            {/* Keeps the page's outline whole above the day separators, which are headings of the next level. */}
            <LogHeading id="chat-messages-title" className={visuallyHidden}>
              {labels.messages}
            </LogHeading>
            {props.isEmpty && <p className={styles.empty}>{labels.noMessages}</p>}
            {props.hasOlder && (
              <div className={styles.older}>
                <Button variant="text" isLoading={props.isLoadingOlder} loadingLabel={labels.loadingOlder} onPress={props.onShowOlder}>
                  {labels.olderMessages}
                </Button>
              </div>
            )}
            {props.children}
          </div>
        </div>
      )}
      <div className={styles.composer}>
        {props.notice && (
          <div className={styles.notice} role="alert">
            {props.notice}
          </div>
        )}
        {props.composer}
      </div>
    </section>
  );
}

export type ChatThreadSideProps = { side: 'mine' | 'theirs'; children: ReactNode };

/** Places a card that is not a bubble (a shared feedback) on its sender's side of the thread. */
export function ChatThreadSide({ side, children }: ChatThreadSideProps) {
  return <div className={styles.side[side]}>{children}</div>;
}

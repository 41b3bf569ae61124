import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './HoldTimer.css';
import { signalEnd } from './signal';

export type HoldTimerLabels = {
  /** What is timed, e.g. "Håll" or "Vila". */
  heading: string;
  start: string;
  pause: string;
  resume: string;
  /** Back to the full time, e.g. "Börja om". */
  reset: string;
  /** Said when the countdown starts, pauses and ends ("Tiden är ute"), in a polite live region. */
  started: string;
  paused: string;
  finished: string;
};

export type HoldTimerProps = {
  /** The time to count down, in whole seconds. */
  seconds: number;
  labels: HoldTimerLabels;
  /** Called once when the countdown reaches zero. */
  onFinish?: () => void;
  /** A short tone and a buzz at the end, where the device has them (on unless turned off). */
  withSignal?: boolean;
};

type Phase = { name: 'ready' } | { name: 'running'; endsAt: number } | { name: 'paused'; remainingMs: number } | { name: 'finished' };

const radius = 54;
const circumference = 2 * Math.PI * radius;

/** m:ss, as a clock shows it. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * A countdown for a hold or a rest: large figures in a ring that empties, a start, pause and reset button, the
 * start, pause and end said in a live region, and a tone and a buzz at the end. The ring's movement stops for
 * people who asked for less motion; the figures still count.
 */
export function HoldTimer({ seconds, labels, onFinish, withSignal = true }: HoldTimerProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'ready' });
  const [now, setNow] = useState(() => Date.now());
  const finish = useEffectEvent(() => {
    if (withSignal) signalEnd();
    onFinish?.();
  });
  const totalMs = seconds * 1000;

  const remainingMs =
    phase.name === 'running' ? Math.max(0, phase.endsAt - now) : phase.name === 'paused' ? phase.remainingMs : phase.name === 'finished' ? 0 : totalMs;
  const remaining = Math.ceil(remainingMs / 1000);

  useEffect(() => {
    if (phase.name !== 'running') return;
    // Read from the clock on every tick, so a throttled tab or a slow phone still ends on time.
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= phase.endsAt) {
        // At once: on a busy machine a second tick came before React had drawn the end, and finished it twice.
        window.clearInterval(timer);
        setPhase({ name: 'finished' });
        finish();
      }
    };
    const timer = window.setInterval(tick, 200);
    return () => window.clearInterval(timer);
  }, [phase]);

  const start = () => {
    const at = Date.now();
    setNow(at);
    setPhase({ name: 'running', endsAt: at + (phase.name === 'paused' ? phase.remainingMs : totalMs) });
  };

  const status = phase.name === 'running' ? labels.started : phase.name === 'paused' ? labels.paused : phase.name === 'finished' ? labels.finished : '';

  return (
    <section className={styles.timer} aria-label={labels.heading}>
      <h3 className={styles.heading} aria-hidden="true">
        {labels.heading}
      </h3>
      <div className={styles.dial}>
        <svg className={styles.ring} viewBox="0 0 120 120" aria-hidden="true">
          <circle className={styles.track} cx="60" cy="60" r={radius} />
          <circle
            className={styles.progress}
            cx="60"
            cy="60"
            r={radius}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - (totalMs === 0 ? 0 : remainingMs / totalMs))}
          />
        </svg>
        <div className={styles.figure} role="timer" aria-label={`${labels.heading} ${clock(remaining)}`}>
          <span aria-hidden="true">{clock(remaining)}</span>
        </div>
      </div>
      <p className={styles.status} aria-live="polite" aria-atomic="true">
        {status}
      </p>
      <div className={styles.actions}>
        {phase.name === 'running' ? (
          <Button className={styles.button.main} onPress={() => setPhase({ name: 'paused', remainingMs })}>
            {labels.pause}
          </Button>
        ) : (
          <Button className={styles.button.main} onPress={start}>
            {phase.name === 'paused' ? labels.resume : labels.start}
          </Button>
        )}
        {phase.name !== 'ready' && (
          <Button className={styles.button.quiet} onPress={() => setPhase({ name: 'ready' })}>
            {labels.reset}
          </Button>
        )}
      </div>
    </section>
  );
}

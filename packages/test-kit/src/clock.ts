import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** How far the suite's clock is ahead of the real one (negative: behind). */
    clockOffsetMs: number;
  }
}

/*
 * The suite lives at one fixed moment, whatever day it runs: the demo data is relative to "today", and a
 * screen that shows the latest feedback or this week's tasks would otherwise differ from its baseline the
 * next day. The server runs under libfaketime set that far off, each page's Date is moved by the same
 * amount, and time flows normally from there. (Chromium itself cannot run under libfaketime.) The moment is
 * in the past, so a cookie the portal removes, with an expiry one day before the page's "now", is in the
 * past for the browser's real clock too.
 */
export const suiteStartsAt = Date.parse('2026-11-18T10:00:00+01:00');

/** Now, on the suite's clock (what the server and the pages see). */
export const now = () => new Date(Date.now() + inject('clockOffsetMs'));

/** The environment that starts a process `offsetMs` away from real time (monotonic clocks stay real, so timers do). */
export function shiftedClockEnv(offsetMs: number): Record<string, string> {
  const seconds = Math.round(offsetMs / 1000);
  return { LD_PRELOAD: fakeTimeLibrary(), FAKETIME: `${seconds >= 0 ? '+' : ''}${seconds}`, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
}

/** Debian's libfaketime; fails loudly, never skips, when it is missing. */
function fakeTimeLibrary(): string {
  const candidates = [process.env.FAKETIME_LIB, ...libDirs().map((dir) => join(dir, 'faketime', 'libfaketime.so.1'))];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      'The e2e tests run the server on a fixed clock with libfaketime, which was not found.\n' +
        'Install it with: apt-get install -y faketime (or point FAKETIME_LIB at libfaketime.so.1).',
    );
  }
  return found;
}

function libDirs(): string[] {
  const dirs = ['/usr/lib'];
  try {
    dirs.push(
      ...readdirSync('/usr/lib')
        .filter((name) => name.endsWith('-linux-gnu'))
        .map((name) => join('/usr/lib', name)),
    );
  } catch {
    // No /usr/lib: only FAKETIME_LIB can help.
  }
  return dirs;
}

/** Runs in each page before its scripts: Date reads the suite's clock. */
export function shiftPageDate(offsetMs: number) {
  const RealDate = Date;
  class SuiteDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      // Any of Date's own argument lists, passed on as given.
      else super(...(args as [number]));
    }
    static override now() {
      return RealDate.now() + offsetMs;
    }
  }
  globalThis.Date = SuiteDate as DateConstructor;
}

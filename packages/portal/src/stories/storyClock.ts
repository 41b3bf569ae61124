import { storyNow } from './fixtures';

/**
 * Runs the page's clock from `storyNow` for a screen's story: `new Date()` and `Date.now()` start there and go on
 * ticking, so what a screen dates from today (a week, a day's heading, "Idag") is the same whatever day the story
 * runs. Returns what gives the real clock back.
 */
export function runOnStoryClock() {
  const RealDate = globalThis.Date;
  const offset = storyNow.getTime() - RealDate.now();
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      // Any other call means a given time, which the story's clock leaves as it is.
      else super(...(args as [number]));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

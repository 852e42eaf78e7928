/**
 * The phone bench's blocking time (bench/phone.ts): the long tasks' time past 50 ms from the first paint
 * on, as Lighthouse's Total Blocking Time counts it, but read from the tasks the throttled browser ran.
 */
import { describe, expect, it } from 'vitest';
import { blockingOf } from '../bench/phone.ts';

describe('the phone bench’s blocking time', () => {
  it('sums what each long task ran past 50 ms and names the longest', () => {
    const blocking = blockingOf({
      fcp: 800,
      longTasks: [
        [1000, 260],
        [1300, 110],
        [2000, 51],
      ],
    });
    expect(blocking).toEqual({ blockingTime: 210 + 60 + 1, longestTask: 260 });
  });

  it('leaves out the tasks that ended before the first paint, and counts one under way from the paint on', () => {
    const blocking = blockingOf({
      fcp: 1000,
      longTasks: [
        [200, 300],
        [900, 200],
      ],
    });
    // The second task ran 100 ms after the paint: 50 of them past the limit.
    expect(blocking).toEqual({ blockingTime: 50, longestTask: 200 });
  });

  it('is nothing on a page without long tasks', () => {
    expect(blockingOf({ fcp: 500, longTasks: [] })).toEqual({ blockingTime: 0, longestTask: 0 });
    expect(blockingOf({})).toEqual({ blockingTime: 0, longestTask: 0 });
  });
});

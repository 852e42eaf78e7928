import { describe, expect, it } from 'vitest';
import { articleStatus, moderationActions } from './article-status.ts';

describe('article moderation', () => {
  it('names the three states', () => {
    expect(articleStatus(null).label).toBe('Pending');
    expect(articleStatus(true).label).toBe('Approved');
    expect(articleStatus(false).label).toBe('Rejected');
  });

  it('hides Approve when approved and Reject when rejected', () => {
    expect(moderationActions(null)).toEqual({ approve: true, reject: true });
    expect(moderationActions(true)).toEqual({ approve: false, reject: true });
    expect(moderationActions(false)).toEqual({ approve: true, reject: false });
  });
});

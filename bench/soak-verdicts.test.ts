import { describe, expect, it } from 'vitest';
import { isWhole, judgeMail } from './soak-mail';
import { judgeMemory } from './soak-memory';

describe('the soak judges memory after warm-up', () => {
  it('passes memory that settles after warm-up, whatever it did while warming up', () => {
    const verdict = judgeMemory([900, 950, 980, 640, 650, 660, 700, 640, 660, 690, 650, 660]);
    expect(verdict.isFlat).toBe(true);
    expect(verdict.peakMb).toBe(980);
  });

  it('fails memory that keeps growing past the allowance (the larger of 15% and 64 MB)', () => {
    const growing = Array.from({ length: 60 }, (_, i) => 200 + i * 4);
    const verdict = judgeMemory(growing);
    expect(verdict.allowedMb).toBe(64);
    expect(verdict.growthMb).toBe(80);
    expect(verdict.isFlat).toBe(false);
    expect(judgeMemory(Array.from({ length: 60 }, (_, i) => 200 + i * 2)).isFlat).toBe(true);
  });

  it('refuses to judge too few samples', () => {
    expect(() => judgeMemory([1, 2, 3])).toThrow('too few');
  });
});

describe('the soak checks every e-mail arrived once', () => {
  const mail = (to: string, messageId: string) => ({ to: [to], messageId });

  it('passes one e-mail per finished journey, whatever else was sent (a copy to the site)', () => {
    const verdict = judgeMail(
      ['a@example.com', 'B@example.com'],
      [mail('a@example.com', '<1>'), mail('b@example.com', '<2>'), mail('site@example.com', '<3>')],
    );
    expect(isWhole(verdict)).toBe(true);
  });

  it('names the missing, the doubled and the message sent twice', () => {
    const verdict = judgeMail(
      ['a@example.com', 'b@example.com', 'c@example.com'],
      [mail('a@example.com', '<1>'), mail('a@example.com', '<1>'), mail('b@example.com', '<2>'), mail('b@example.com', '<3>')],
    );
    expect(verdict).toEqual({ missing: ['c@example.com'], doubled: ['a@example.com', 'b@example.com'], repeatedIds: ['<1>'] });
    expect(isWhole(verdict)).toBe(false);
  });
});

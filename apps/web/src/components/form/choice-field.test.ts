import { ChangeFilterInfoBodySchema, TierSchema } from '@benefit-store/domain';
import { describe, expect, it } from 'vitest';
import { choiceField } from './choice-field';

describe('choiceField', () => {
  it("refuses nothing chosen with the form's message, then checks with the call's field schema", () => {
    const tier = choiceField(TierSchema, 'Please choose a tier');
    expect(tier.safeParse('').error?.issues[0]?.message).toBe('Please choose a tier');
    expect(tier.safeParse('IF').data).toBe('IF');
    expect(tier.safeParse('XX').success).toBe(false);
  });

  it("leaves '' to an optional field schema, which reads it as not given", () => {
    const smoker = choiceField(ChangeFilterInfoBodySchema.shape.is_smoker);
    expect(smoker.safeParse('')).toEqual({ success: true, data: undefined });
    expect(smoker.safeParse('1').data).toBe('1');
  });
});

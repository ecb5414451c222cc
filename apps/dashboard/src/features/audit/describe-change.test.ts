import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';

describe('an audit entry in words', () => {
  it('shows a change as before → after, and a creation or removal as its values', () => {
    expect(describeChange({ role: 'staff' }, { role: 'owner' })).toBe('role: staff → owner');
    expect(describeChange(null, { name: 'Till', prefix: 'gfk_abc' })).toBe('name: Till, prefix: gfk_abc');
    expect(describeChange({ email: 'a@example.com' }, null)).toBe('email: a@example.com');
    expect(describeChange(null, null)).toBe('');
    expect(describeChange({ balance: 10 }, { balance: null })).toBe('balance: 10 → —');
  });
});

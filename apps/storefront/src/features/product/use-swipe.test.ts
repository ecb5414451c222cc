import { describe, expect, it } from 'vitest';
import { swipeDirection } from './use-swipe';

describe('swipe (product §9: 40 px threshold)', () => {
  it('goes to the next image on a leftward swipe of 40 px', () => {
    expect(swipeDirection(-40, 0)).toBe('next');
  });

  it('goes to the previous image on a rightward swipe', () => {
    expect(swipeDirection(55, 10)).toBe('previous');
  });

  it('ignores shorter movements', () => {
    expect(swipeDirection(-39, 0)).toBeNull();
  });

  it('ignores mostly vertical movements (scrolling)', () => {
    expect(swipeDirection(-50, 80)).toBeNull();
  });
});

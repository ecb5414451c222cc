import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { INSPIRATION_MESSAGES } from './inspiration-messages';
import { INSPIRATION_DELAY_MS, pickInspiration } from './pick-inspiration';

const birthdayPlayful = INSPIRATION_MESSAGES['Happy Birthday'].Playful;
const noWait = () => Promise.resolve();

afterEach(() => vi.useRealTimers());

describe('pickInspiration', () => {
  it('picks the message the random draw points at, for that occasion and tone', async () => {
    await expect(pickInspiration('Happy Birthday', 'Playful', { random: () => 0, wait: noWait })).resolves.toBe(
      birthdayPlayful[0],
    );
    await expect(pickInspiration('Happy Birthday', 'Playful', { random: () => 0.99, wait: noWait })).resolves.toBe(
      birthdayPlayful[4],
    );
    await expect(pickInspiration("I'm Sorry", 'Formal', { random: () => 0.5, wait: noWait })).resolves.toBe(
      INSPIRATION_MESSAGES["I'm Sorry"].Formal[2],
    );
  });

  it('waits INSPIRATION_DELAY_MS before answering', async () => {
    vi.useFakeTimers();
    let message: MessageDescriptor | undefined;
    void pickInspiration('Thank You', 'Casual', { random: () => 0 }).then((picked) => (message = picked));
    await vi.advanceTimersByTimeAsync(INSPIRATION_DELAY_MS - 1);
    expect(message).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(message).toBe(INSPIRATION_MESSAGES['Thank You'].Casual[0]);
  });

  it('gives a different message when asked again', async () => {
    const picked = await pickInspiration('Happy Birthday', 'Playful', {
      previous: birthdayPlayful[0],
      random: () => 0,
      wait: noWait,
    });
    expect(picked).toBe(birthdayPlayful[1]);
  });

  it('never calls the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await pickInspiration('Congratulations', 'Heartfelt', { wait: noWait });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

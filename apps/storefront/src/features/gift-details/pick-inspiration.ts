import type { MessageDescriptor } from '@lingui/core';
import { wait } from '@/lib/wait';
import { INSPIRATION_MESSAGES, type Occasion, type Tone } from './inspiration-messages';

/** product §9: the inspiration message arrives after this simulated step. */
export const INSPIRATION_DELAY_MS = 1000;

export interface PickInspirationOptions {
  /** The message shown now: asking again gives a different one. */
  previous?: MessageDescriptor;
  random?: () => number;
  wait?: (ms: number) => Promise<void>;
}

/**
 * product §9: one of the five canned messages for the pair, at random, after 1 s, no server call;
 * the message's descriptor, which the dialog shows in the page's language.
 */
export async function pickInspiration(
  occasion: Occasion,
  tone: Tone,
  options: PickInspirationOptions = {},
): Promise<MessageDescriptor> {
  const { previous, random = Math.random, wait: pause = wait } = options;
  await pause(INSPIRATION_DELAY_MS);
  const messages = INSPIRATION_MESSAGES[occasion][tone];
  const choices = messages.filter((message) => message.id !== previous?.id);
  const index = Math.min(Math.floor(random() * choices.length), choices.length - 1);
  return choices[index] ?? messages[0];
}

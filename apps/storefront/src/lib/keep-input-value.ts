/**
 * Shows in a text field the value its handler kept. A field whose handler refuses a character
 * (a letter in an amount or a card number) keeps its state, so nothing re-renders; React put the
 * state's value back into the field, but Preact leaves what was typed on screen (decision 0260).
 */
export function keepInputValue(input: HTMLInputElement, kept: string): void {
  if (input.value !== kept) input.value = kept;
}

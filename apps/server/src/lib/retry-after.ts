/** '10 minutes': the wait of a 429 in whole minutes, rounded up, for its message. */
export function retryAfterText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

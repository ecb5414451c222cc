import { parseLocation } from './location';
import type { RouterHistory } from './router-history';

const refuse = () => {
  throw new Error('The server renders one address: navigate from an effect or an event handler, which it never runs.');
};

/** The address the server renders: it never changes. */
export function createStaticHistory(url: string): RouterHistory {
  const location = parseLocation(url);
  return { location: () => location, push: refuse, replace: refuse, listen: () => () => {} };
}

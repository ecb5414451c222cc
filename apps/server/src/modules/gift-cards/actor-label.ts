import type { Actor } from '../../lib/access.ts';

/** How the ledger and redemptions name who acted: the person, or "API key <name>". */
export const actorLabel = (actor: Pick<Actor, 'kind' | 'name'>): string =>
  actor.kind === 'key' ? `API key ${actor.name}` : actor.name;

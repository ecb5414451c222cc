// A fixture for lint-rules.test.ts: this file and cycle-a.ts import each other.
import { a } from './cycle-a.ts';

export const b = 'b';
export const callA = (): string => a();

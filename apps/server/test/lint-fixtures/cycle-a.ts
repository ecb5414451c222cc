// A fixture for lint-rules.test.ts: this file and cycle-b.ts import each other.
import { b } from './cycle-b.ts';

export const a = (): string => `a${b.length}`;

import { z } from 'zod';
import { personIssue } from '@giftfront/domain/person-messages';

/** Every refusal a form shows is a sentence for a person, also where a schema has no words of its own. */
export function installPersonMessages(): void {
  z.config({ customError: personIssue });
}

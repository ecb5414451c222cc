import { z } from 'zod';

/** An answer that is only a sentence for a person (a 202's "we sent it"), and every route's error body. */
export const messageSchema = z.object({ message: z.string() }).passthrough();
export type MessageAnswer = z.infer<typeof messageSchema>;

import { z } from 'zod';

/** The error body every route may answer with. */
export const messageSchema = z.object({ message: z.string() }).passthrough();

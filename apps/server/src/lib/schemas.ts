import { z } from 'zod';

/** The error body every route may answer with. */
export const messageSchema = z.object({ message: z.string() }).passthrough();

/** A 204's (absent) body, for the OpenAPI document. */
export const noContentSchema = z.undefined().describe('No content');

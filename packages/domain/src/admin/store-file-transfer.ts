import { z } from 'zod';

/**
 * The store file from the dashboard (owners): GET /api/admin/store-file downloads it; POST
 * /api/admin/store-file/check says what importing a file would change, or lists its problems by
 * JSON path; POST /api/admin/store-file imports it. The file itself is the store file's schema.
 */
export const storeFileChangesSchema = z.object({
  products: z.object({ added: z.array(z.string()), removed: z.array(z.string()), updated: z.number().int() }),
  discountCodes: z.object({ added: z.array(z.string()), updated: z.number().int() }),
  giftCards: z.object({ added: z.number().int(), kept: z.number().int() }),
});
export type StoreFileChanges = z.infer<typeof storeFileChangesSchema>;

export const storeFileImportAnswerSchema = z.object({ imported: z.boolean(), changes: storeFileChangesSchema });
export type StoreFileImportAnswer = z.infer<typeof storeFileImportAnswerSchema>;

/** A refused file: `problems` one line per problem, `path: message`. */
export const storeFileProblemsSchema = z.object({ message: z.string(), problems: z.array(z.string()) });
export type StoreFileProblems = z.infer<typeof storeFileProblemsSchema>;

/** The largest file the dashboard uploads (a store with many carried-over cards). */
export const STORE_FILE_MAX_BYTES = 10 * 1024 * 1024;

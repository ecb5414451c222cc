/** The rows of a raw `db.execute(sql`…`)`: both drivers answer `{ rows }`, typed here by the caller. */
export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

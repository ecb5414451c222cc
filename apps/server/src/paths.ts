import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folders the server reads at run time. This file sits directly in src/, and the build bundles it
 * into files directly in dist/ (scripts/build-server.mjs), so the same relative paths hold for
 * both: keep it here, at the top of src/.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

export const serverRoot = path.resolve(here, '..');
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(?:js|mjs|css|svg|json|txt|xml)$/i;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function precompress(file: string): void {
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) return;
  const brotli = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the build,
 * which the server sends as they are (@fastify/static's preCompressed) instead of compressing on
 * every request at a lower quality.
 */
export function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'giftfront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!fs.existsSync(outDir)) return;
      for (const file of walk(outDir)) if (TEXT_FILE.test(file)) precompress(file);
    },
  };
}

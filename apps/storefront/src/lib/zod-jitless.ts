import { z } from 'zod';

/**
 * The storefront's schemas run without zod's compiled parsers (zod's documented `jitless` setting).
 * zod compiles each object schema into a parser (`new Function`) the first time it parses with it,
 * which pays back over thousands of parses on the server; a page parses each shape a few times
 * (the stored cart, a draft, an answer), and on a phone those first-use compilations were most of
 * the checkout's longest task (bench/results.md). The setting is read as a schema is built, so
 * this module is the entry's first import, before any schema exists.
 */
z.config({ jitless: true });

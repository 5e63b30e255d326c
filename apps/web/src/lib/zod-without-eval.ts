import { z } from 'zod/v4';

/**
 * zod for the browser build (the `zod` import resolves here, see vite.config.ts). zod checks whether it may
 * compile its parsers with `new Function`; the content security policy forbids that, so the check itself
 * raised a policy violation, reported to the server, on every page that parsed a form or an answer. Without
 * the compiler (`jitless`) zod never makes that check; the server keeps it.
 */
z.config({ jitless: true });

export { z };

/**
 * What `import { z } from "zod"` means in the browser bundle (vite.config.ts points "zod" here).
 *
 * zod 4 compiles fast object parsers with `new Function` when it may, and finds out whether it may
 * by trying once. Our CSP rightly has no 'unsafe-eval', so the browser refuses that try and, though
 * zod catches the error, reports a CSP violation (Chrome's Issues panel; Lighthouse's
 * inspector-issues, which cost Best Practices 4 points). `jitless` skips both the try and the
 * compiled parsers; the forms' small schemas parse fast enough without them.
 *
 * This module runs before any module that imports "zod" builds a schema (the importers' bodies run
 * after it), which is when zod decides; the export below is zod itself, unchanged.
 */
import { config } from "zod/v4/core";

export * from "zod/v4";

config({ jitless: true });

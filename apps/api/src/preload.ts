// Loaded with `node --import ./src/preload.ts` before the server. Works around Node 24's
// module loader re-parsing a package's whole package.json for every file it loads from it:
// drizzle-orm's is 178 KB with ~450 files, which made ~150 MB of garbage at start and left
// the idle server at ~300 MB of RSS (issue 10). Relative imports inside drizzle-orm are
// resolved here directly (the package is ESM, "type": "module"); everything else is untouched.
import { registerHooks } from 'node:module';

const DRIZZLE = '/node_modules/drizzle-orm/';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (parent?.includes(DRIZZLE) && specifier.startsWith('.') && specifier.endsWith('.js')) {
      return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});

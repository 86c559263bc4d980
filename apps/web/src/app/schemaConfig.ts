import { config } from 'zod';

// zod compiles its object parsers with `new Function` when it may, and probes for that as
// the protocol's schemas are built. The Content-Security-Policy forbids eval, so the probe
// would be reported as a violation on every start: the interpreted parsers are plenty for
// a client's few answers. Imported first by main.tsx, before any schema exists.
config({ jitless: true });

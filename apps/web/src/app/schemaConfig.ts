// zod compiles its object parsers with `new Function` when it may, and probes for that as
// the protocol's schemas are built. The Content-Security-Policy forbids eval, so the probe
// would be reported as a violation: the interpreted parsers are plenty for a client's few
// checks. Set through the global zod reads its settings from (zod/v4/core/core.js) rather
// than through zod's `config`, so that the judges' first screens need not load zod: only
// the screens that check a schema do. Imported first by main.tsx, before any schema exists.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// The CSP allows no eval. zod's faster object parser is compiled with `new Function`, and its
// probe for that is reported as a CSP violation even though zod catches the refusal. Imported
// first by src/main.tsx, before any schema is made (each object schema decides when it is built).
// zod reads its settings from `globalThis.__zod_globalConfig` when its core first loads, so this
// sets them without importing zod: zod loads later, with the first screen that checks a call
// (issue 18: no zod in the signed-out boot path).
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

export {};

import { z } from 'zod';

// The CSP allows no eval. zod's faster object parser is compiled with `new Function`, and its
// probe for that is reported as a CSP violation even though zod catches the refusal. Imported
// first by src/main.tsx, before any schema is made (each object schema decides when it is built).
z.config({ jitless: true });

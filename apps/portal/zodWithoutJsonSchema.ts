// zod's JSON Schema generator left out of the portal's bundle (issue 18: about 5 KB gzipped in
// every signed-in route). zod 4's classic schemas import it for `toJSONSchema()` and the Standard
// Schema `jsonSchema` methods, which the portal never calls (the lab's server builds the OpenAPI
// document from the same schemas, with the real generator). The schemas' `minLength`, `maxLength`,
// `format`… read `aggregateChecks`, which stays as it is. Anything else of the generator becomes
// a function that throws if ever called. When zod's files no longer look as expected, they are
// left whole (the bundle is then only larger: the portal's budgets show it).
import type { Plugin } from 'vite';

const toJsonSchemaFile = /[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/;
const processorsFile = /[\\/]zod[\\/]v4[\\/]core[\\/]json-schema-processors\.js$/;

const unavailable =
  "const jsonSchemaUnavailable = () => { throw new Error('zod JSON Schema generation is not bundled in the portal'); };\n";

/** `export function x` / `export const x` names of a module's text. */
function exportedNames(code: string): string[] {
  return [...code.matchAll(/^export (?:function|const) (\w+)/gm)].map((match) => match[1]!);
}

const stub = (name: string) => `export const ${name} = () => jsonSchemaUnavailable;\n`;

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'loci-zod-without-json-schema',
    apply: 'build',
    transform(code, id) {
      if (toJsonSchemaFile.test(id)) {
        const names = exportedNames(code);
        if (!names.includes('createToJSONSchemaMethod') || !names.includes('processSchema')) {
          return null;
        }
        return {
          code: unavailable + names.map(stub).join('') + 'export { processSchema as process };\n',
          map: null,
        };
      }
      if (processorsFile.test(id)) {
        // Kept: the imports and helpers above `aggregateChecks` and the function itself.
        const keepUpTo = code.indexOf('export const stringProcessor');
        if (keepUpTo < 0 || code.indexOf('export function aggregateChecks') > keepUpTo) return null;
        const kept = code
          .slice(0, keepUpTo)
          .replace(/^import [^;]*from "\.\/to-json-schema\.js";\n/m, '');
        if (kept.includes('to-json-schema')) return null;
        const rest = exportedNames(code.slice(keepUpTo));
        return { code: kept + unavailable + rest.map(stub).join(''), map: null };
      }
      return null;
    },
  };
}

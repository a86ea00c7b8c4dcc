/**
 * The slice tool's route (docs/decisions/slice-tool-route.md): /slice-tool?code={testCode}&slice={sliceSlug}.
 * A module of its own: a link to the tool (favorites, the route table) must not load the tool's code.
 */
export const sliceToolPath = '/slice-tool';

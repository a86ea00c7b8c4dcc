export { registerSliceToolRoutes } from './slice-tool-routes.js';
export { textToHpo, buildHpoIndex, maxTextToHpoLength, textTooLongMessage } from './text-to-hpo.js';
export { hpoData, hpoVersion, hpoAcknowledgement } from './hpo-data.js';

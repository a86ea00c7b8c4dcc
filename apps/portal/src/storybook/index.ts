export { withPortalScreen, type PortalScreenParameters } from './PortalScreen.tsx';
export { answerCall, mswPathOf, unansweredCalls, type StoryRequest } from './contractHandlers.ts';
export { commonHandlers } from './commonHandlers.ts';
export { createStoryServices, MemoryStorage, signedInSession } from './storyServices.ts';
export * from './fixtures.ts';
export { onPhone, phoneViewportTag } from './onPhone.ts';

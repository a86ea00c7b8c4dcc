// Addresses of the messages center, for links from other screens (kept out of the screen's own
// module so that a link does not load the screen).
import { hashViewHref } from '../routing/hashViews.ts';
import { userAccountViews } from '../user-account/userAccountViews.ts';

/** `/user-account#messages-center?thread={id}`: the messages center with one thread open. */
export function messageThreadHref(threadId: number): string {
  return `/user-account${hashViewHref(userAccountViews, 'messagesCenter', {}, { query: { thread: String(threadId) } })}`;
}

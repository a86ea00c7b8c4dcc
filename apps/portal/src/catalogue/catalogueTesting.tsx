// Test harness for the catalogue, cart and favorites hooks: fake services whose API answers the
// catalogue GraphQL by operation name, and a renderer inside a memory router.
import { vi } from 'vitest';
import { fakeServices, fakeSession } from '../testing/renderPortal.tsx';

export { renderWithServices } from '../testing/renderPortal.tsx';

export type GraphqlAnswers = Record<string, (variables: Record<string, unknown>) => unknown>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function fakeCatalogueServices(options: {
  signedIn?: boolean;
  graphql?: GraphqlAnswers;
  portal?: (path: string, body: unknown) => unknown;
}) {
  const session = fakeSession(Boolean(options.signedIn));
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.pathname === '/graphql/catalog') {
      const { operationName, variables } = body as {
        operationName: string;
        variables: Record<string, unknown>;
      };
      const answer = options.graphql?.[operationName];
      if (!answer) return json({ errors: [{ message: `no ${operationName}` }] });
      return json({ data: answer(variables) });
    }
    const path = url.pathname.replace('/api/portal/v1.0.1', '');
    const answer = options.portal?.(path, body);
    if (answer instanceof Response) return answer;
    return answer === undefined ? json({}, 404) : json(answer);
  });
  const { services, toaster } = fakeServices(session, fetch as unknown as typeof globalThis.fetch);
  return {
    services,
    session,
    fetch,
    toasts: () => toaster.getState().visible.map((t) => t.message),
  };
}

// MSW handlers built from the contract's call descriptors: the path comes from the descriptor (the
// same one the portal and the server use) and every fixture is parsed with the call's zod schema
// before it is answered, so a fixture that drifts from the contract fails the story.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { callPath, successBodySchema, type CallData, type CallDescriptor } from '@loci/contract';

/** The request a fixture may depend on: path parameters, query and body. */
export interface StoryRequest {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  body: unknown;
}

type Answer<Call extends CallDescriptor> =
  CallData<Call> | ((request: StoryRequest) => CallData<Call> | Promise<CallData<Call>>);

/** `/api/portal/v1.0.1/patient/{patientId}` → MSW's `/api/portal/v1.0.1/patient/:patientId`. */
export function mswPathOf(descriptor: Pick<CallDescriptor, 'base' | 'version' | 'path'>): string {
  return callPath(descriptor).replace(/\{(\w+)\}/g, ':$1');
}

/** The contract's answer to one call, shaped by the call's schema (wrapped or bare). */
export function answerCall<Call extends CallDescriptor>(
  descriptor: Call,
  answer: Answer<Call>,
): HttpHandler {
  const method = descriptor.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](mswPathOf(descriptor), async ({ request, params }) => {
    const text = request.method === 'GET' ? '' : await request.text();
    const data =
      typeof answer === 'function'
        ? await (answer as (request: StoryRequest) => CallData<Call>)({
            params: params as Record<string, string>,
            query: new URL(request.url).searchParams,
            body: text ? (JSON.parse(text) as unknown) : undefined,
          })
        : answer;
    const body = descriptor.wrapped ? { success: true, data } : data;
    // Throws (MSW answers 500 and the screen shows the failure) when the fixture left the contract.
    const checked = successBodySchema(descriptor).safeParse(body);
    if (!checked.success) {
      const problem = `${descriptor.operationId}: the story's fixture does not match the contract: ${checked.error.message}`;
      console.error(problem);
      return HttpResponse.json(
        { success: false, errors: [{ code: 'fixture_drift', message: problem }] },
        { status: 500 },
      );
    }
    return HttpResponse.json(body as never, { status: descriptor.successStatus ?? 200 });
  });
}

/**
 * The last handler of every screen story: a call no fixture answers fails loudly (501 and a
 * console error), so a story never reaches for a real server and a missing fixture is seen.
 */
export const unansweredCalls: HttpHandler[] = ['/api/*', '/graphql', '/graphql/*'].map((path) =>
  http.all(path, ({ request }) => {
    const problem = `No story fixture answers ${request.method} ${new URL(request.url).pathname}`;
    console.error(problem);
    return HttpResponse.json(
      { success: false, errors: [{ code: 'no_fixture', message: problem }] },
      { status: 501 },
    );
  }),
);

import type { ApiError } from '@loci/contract';

/** An expected failure that answers with the failure shape `{ success: false, errors }`. */
export class HttpProblem extends Error {
  readonly statusCode: number;
  readonly errors: ApiError[];
  readonly headers: Record<string, string>;

  constructor(statusCode: number, errors: ApiError[], headers: Record<string, string> = {}) {
    super(errors[0]?.message ?? `HTTP ${statusCode}`);
    this.name = 'HttpProblem';
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const problems = {
  unauthorized(message = 'Authentication required'): HttpProblem {
    return new HttpProblem(401, [{ code: 'unauthorized', message }], {
      'www-authenticate': 'Bearer realm="loci-api", error="invalid_token"',
    });
  },
  forbidden(message = 'Your role on this account does not allow this action'): HttpProblem {
    return new HttpProblem(403, [{ code: 'forbidden', message }]);
  },
  notFound(message = 'Not found'): HttpProblem {
    return new HttpProblem(404, [{ code: 'not_found', message }]);
  },
  conflict(code: string, message: string): HttpProblem {
    return new HttpProblem(409, [{ code, message }]);
  },
  badRequest(errors: ApiError[]): HttpProblem {
    return new HttpProblem(400, errors);
  },
};

// A failure of the server (here the database) is answered without its message, SQL or stack.
import Fastify from 'fastify';
import { publicationsQueries } from '@loci/contract';
import { describe, expect, it } from 'vitest';
import type { CallRegistry } from '../http/register-call.js';
import { registerPublicationsGraphql } from './publications-graphql.js';

describe('publications GraphQL: server failures', () => {
  it('answers "Internal server error" and keeps the cause in the log only', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: {
        level: 'error',
        stream: { write: (line: string) => void logged.push(line) },
      },
    });
    const brokenDb = {
      selectFrom() {
        throw new Error('relation "publication" does not exist (select * from publication)');
      },
    };
    registerPublicationsGraphql(app, {
      db: brokenDb,
      config: { graphqlIntrospection: true },
    } as unknown as CallRegistry);
    await app.ready();
    const response = await app.inject({
      method: 'POST',
      url: '/graphql/publications',
      payload: { query: publicationsQueries.publications, variables: {} },
    });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      data: null,
      errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL' } }],
    });
    expect(response.body).not.toMatch(/relation|select|stack/i);
    expect(logged.join('')).toContain('relation \\"publication\\" does not exist');
  });
});

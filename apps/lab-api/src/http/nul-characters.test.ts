// A NUL character (U+0000) in any string of a request is refused with the field's error, before
// the database sees it (PostgreSQL's text cannot hold one; the contract fuzz found 500s here).
import { describe, expect, it } from 'vitest';
import {
  answerFailure,
  demoUsers,
  portalBase,
  portalCall,
  useTestServer,
} from '../testing/index.js';
import { pathsWithNulCharacters } from './nul-characters.js';

const server = useTestServer();

const invalidCharacters = 'Value contains invalid characters';

describe('pathsWithNulCharacters', () => {
  it('names every string holding a NUL, in objects and arrays, and nothing else', () => {
    expect(pathsWithNulCharacters('plain')).toEqual([]);
    expect(pathsWithNulCharacters('a\u0000b')).toEqual(['']);
    expect(
      pathsWithNulCharacters({
        SearchName: 'x\u0000',
        Tags: ['ok', '\u0000'],
        Count: 3,
        none: null,
      }),
    ).toEqual(['SearchName', 'Tags.1']);
    expect(pathsWithNulCharacters({ ['key\u0000']: 'value' })).toEqual(['key\u0000']);
  });
});

describe('a NUL character in a request', () => {
  it('in a path parameter: 400 with the field error, on the portal and the messaging API', async () => {
    const portal = await server.request(`${portalBase}/references/insurance/search/%00/MCR`, {
      as: demoUsers.ada,
    });
    const failure = await answerFailure(portal, 400);
    expect(failure.errors).toEqual([
      { code: 'invalid_string', message: invalidCharacters, path: 'searchTerm' },
    ]);
    const messaging = await server.request('/api/messaging/v1/references/insurance/search/a%00b', {
      as: demoUsers.ada,
    });
    expect(messaging.status).toBe(400);
  });

  it('in a body field: 400 naming the field', async () => {
    const response = await portalCall(
      server,
      'POST',
      '/results/list/byAccount/orderingProviderByName',
      demoUsers.ada,
      { AccountNumbers: [], SearchName: '\u0000' },
    );
    const failure = await answerFailure(response, 400);
    expect(failure.errors).toEqual([
      { code: 'invalid_string', message: invalidCharacters, path: 'SearchName' },
    ]);
  });
});

// The kit's Storybook at /storybook/ on the started server (a stand-in build here; the e2e suite
// checks the real one): its pages and index, the Storybook's own frame and script policy, and
// the portal's strict policy everywhere else.
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/index.js';

const server = useTestServer();

describe('the Storybook at /storybook/', () => {
  it('answers its manager page, preview page and index, framable by itself only', async () => {
    for (const file of ['/storybook/', '/storybook/iframe.html', '/storybook/index.json']) {
      const answer = await server.request(file);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('x-frame-options'), file).toBe('SAMEORIGIN');
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp, file).toContain("frame-ancestors 'self'");
      expect(csp, file).toContain("worker-src 'self'");
      expect(csp, file).toContain("object-src 'none'");
    }
    expect(await (await server.request('/storybook/')).text()).toContain('Loci Storybook');
    expect(await (await server.request('/storybook/index.json')).json()).toEqual({
      v: 5,
      entries: {},
    });
  });

  it('sends /storybook to /storybook/, where the relative paths of the build resolve', async () => {
    const answer = await server.request('/storybook', { redirect: 'manual' });
    expect([301, 302]).toContain(answer.status);
    expect(answer.headers.get('location')).toBe('/storybook/');
  });

  it('answers 404 for a missing Storybook file, and the portal keeps its strict policy', async () => {
    const missing = await server.request('/storybook/no-such-story.js');
    expect(missing.status).toBe(404);
    const portal = await server.request('/');
    expect(portal.headers.get('x-frame-options')).toBe('DENY');
    expect(portal.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

import { describe, expect, it } from 'vitest';
import * as contract from './index.js';
import { buildOpenApiDocument } from './openapi/build-openapi-document.js';
import { portalCalls } from './portal-calls.js';
import { fetchAppSettings } from './settings/settings-calls.js';

describe('portal calls', () => {
  it('have unique operation ids and unique method + path pairs', () => {
    const ids = portalCalls.map((call) => call.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = portalCalls.map((call) => `${call.method} ${contract.callPath(call)}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declare every path parameter in their params schema', () => {
    for (const call of portalCalls) {
      const names = contract.pathParameterNames(call);
      const shape = (call.request.params as { shape?: Record<string, unknown> } | undefined)?.shape;
      expect(Object.keys(shape ?? {}).sort(), call.operationId).toEqual([...names].sort());
    }
  });

  it('generate an OpenAPI 3.1 document with every call', () => {
    const document = buildOpenApiDocument(portalCalls, { title: 'Loci', version: '1' });
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => (operation as { operationId: string }).operationId),
    );
    expect(operations.sort()).toEqual(portalCalls.map((call) => call.operationId).sort());
    const searchActive = document.paths[
      '/api/portal/v1.0.1/references/accounts/searchActive/{accountNumbers}'
    ]?.get as { parameters: Array<{ name: string; in: string }> };
    expect(searchActive.parameters).toEqual([
      expect.objectContaining({ name: 'accountNumbers', in: 'path' }),
    ]);
  });

  it('take settings as names or as names with a mandatory flag', () => {
    const body = fetchAppSettings.request.body;
    expect(body.parse(['A', { VarName: 'B', Mandatory: true }, { VarName: 'C' }])).toEqual([
      'A',
      { VarName: 'B', Mandatory: true },
      { VarName: 'C', Mandatory: false },
    ]);
    expect(body.safeParse([]).success).toBe(false);
    expect(body.safeParse(["x'; drop table app_setting; --"]).success).toBe(false);
  });

  it('keep the public surface deliberate', () => {
    expect(Object.keys(contract).sort()).toMatchSnapshot();
  });
});

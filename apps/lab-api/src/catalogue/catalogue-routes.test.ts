import {
  aoeFormSchema,
  catalogueTestEntrySchema,
  extraTestInfoSchema,
  type ExtraTestInfo,
  type TestCodeValidation,
} from '@loci/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { demoUsers, useTestServer } from '../testing/index.js';
import { recheckOrderTests } from './cart-recheck.js';

const server = useTestServer({ catalogue: true });

const base = '/api/portal/v1.0.1';

async function post(path: string, json: unknown, as: string = demoUsers.ada) {
  return server.request(`${base}${path}`, { method: 'POST', as, json });
}

async function expectBadRequest(response: Response, pathPrefix?: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { success: boolean; errors: Array<{ path?: string }> };
  expect(body.success).toBe(false);
  if (pathPrefix !== undefined)
    expect(body.errors[0]?.path ?? '').toMatch(new RegExp(`^${pathPrefix}`));
}

describe('GET /references/test/all', () => {
  it('needs a sign-in', async () => {
    expect((await server.request(`${base}/references/test/all`)).status).toBe(401);
  });

  it('answers every test in the contract’s camelCase shape', async () => {
    const response = await server.request(`${base}/references/test/all`, {
      as: demoUsers.noAccount,
    });
    expect(response.status).toBe(200);
    const tests = z
      .array(z.strictObject(catalogueTestEntrySchema.shape))
      .parse(await response.json());
    expect(tests.length).toBeGreaterThanOrEqual(300);
    const byCode = new Map(tests.map((test) => [test.testCode, test]));
    expect(byCode.get('906-Custom')).toMatchObject({
      genericCode: '906',
      customizable: true,
      maxNumberOfGenes: 50,
    });
    expect(byCode.get('C1001')).toMatchObject({
      programCodes: ['CARDIO-DETECT'],
      eligibleForPartnerships: true,
    });
    expect(byCode.get('C1001')?.genes).toEqual(expect.arrayContaining(['MYH7', 'MYBPC3']));
    expect(byCode.get('PK01')).toMatchObject({
      isTestPackage: true,
      packageTests: ['C1004', 'C1008'],
    });
    expect(byCode.get('C1099')).toMatchObject({ hideInTestCatalog: true, hideDetailsPage: true });
    // Document 1's tooltip, in camelCase like every other field.
    expect(byCode.get('C1001')?.tooltip).toMatch(/\(test code C1001\), turnaround time /);
  });
});

describe('GET /references/diagnosis/all', () => {
  it('answers the billable codes of the catalogue’s conditions', async () => {
    const response = await server.request(`${base}/references/diagnosis/all`, {
      as: demoUsers.sam,
    });
    expect(response.status).toBe(200);
    const codes = (await response.json()) as Array<{
      code: string;
      description: string;
      isBookmark: boolean;
    }>;
    expect(codes).toContainEqual({
      code: 'E84.0',
      description: 'Cystic fibrosis with pulmonary manifestations',
      isBookmark: false,
    });
    expect(codes.map((item) => item.code)).toEqual([...codes.map((item) => item.code)].sort());
    expect(codes.map((item) => item.code)).not.toContain('E84');
  });
});

describe('POST /references/questions', () => {
  it('answers the AOE form of each known test: sections IC and CI, groups, questions with children', async () => {
    const response = await post('/references/questions', {
      testCodes: ['c1001', 'NOPE', '896', 'C1001'],
    });
    expect(response.status).toBe(200);
    const forms = z.array(aoeFormSchema).parse(await response.json());
    expect(forms.map((form) => [form.testCode, form.aoeTestCode])).toEqual([
      ['C1001', 'AOE-CARDIO'],
      ['896', 'AOE-EXOME'],
    ]);
    const cardio = forms[0]!;
    expect(cardio.sections.map((section) => section.code)).toEqual(['IC', 'CI']);
    const questions = cardio.sections.flatMap((section) =>
      section.groups.flatMap((group) => group.questions),
    );
    expect(questions.find((question) => question.id === 'cardio-indication-1')).toMatchObject({
      label: 'Abnormal ECG',
      type: 'checkbox',
      required: false,
    });
    const family = questions.find((question) => question.id === 'cardio-family-history');
    expect(family?.children[0]).toMatchObject({ type: 'select', required: true });
    expect(family?.children[0]?.options.map((option) => option.label)).toContain('Mother');
  });

  it('refuses bad bodies', async () => {
    await expectBadRequest(await post('/references/questions', {}), 'testCodes');
    await expectBadRequest(await post('/references/questions', { testCodes: [] }), 'testCodes');
    await expectBadRequest(
      await post('/references/questions', { testCodes: ["C1001'; --"] }),
      'testCodes.0',
    );
    await expectBadRequest(await post('/references/questions', ['C1001']));
  });
});

describe('POST /references/tests/validate', () => {
  const validate = async (testCodes: string[], orderedAsKit = false) => {
    const response = await post('/references/tests/validate', { testCodes, orderedAsKit });
    expect(response.status).toBe(200);
    return (await response.json()) as TestCodeValidation[];
  };

  it('answers Valid first for an orderable code, and NotFound or NotOrderable otherwise', async () => {
    expect(await validate(['c1001'])).toEqual([
      { testCode: 'C1001', result: 'Valid', message: null },
    ]);
    expect((await validate(['NOPE']))[0]).toMatchObject({ result: 'NotFound' });
    expect((await validate(['C1099']))[0]).toMatchObject({
      result: 'NotOrderable',
      message: 'Test C1099 can no longer be ordered',
    });
  });

  it('applies the cart’s rules to the codes together, with the spec’s messages', async () => {
    expect(await validate(['896', 'J774'])).toEqual([
      {
        testCode: '896',
        result: 'Conflict',
        message: 'Tests 896 and J774 cannot be included in the same order',
      },
      {
        testCode: 'J774',
        result: 'Conflict',
        message: 'Tests 896 and J774 cannot be included in the same order',
      },
    ]);
    const slices = await validate(['C1001', '706', 'TG70']);
    expect(slices[0]).toMatchObject({ result: 'Valid' });
    expect(slices[1]).toMatchObject({
      result: 'Conflict',
      message: 'Multiple Custom XomeDxSlice tests (706, TG70) cannot be included in the same order',
    });
    expect((await validate(['URGb'], true))[0]).toMatchObject({ result: 'NotOrderable' });
    expect((await validate(['URGb'], false))[0]).toMatchObject({ result: 'Valid' });
    expect(
      (await validate(['906-Custom', '906-Custom', '9001', '9001'])).every(
        (r) => r.result === 'Valid',
      ),
    ).toBe(true);
    // A test that is not repeatable, given twice: the repeated copy is the conflict.
    expect(await validate(['C1001', 'c1001'])).toEqual([
      { testCode: 'C1001', result: 'Valid', message: null },
      { testCode: 'C1001', result: 'Conflict', message: 'Test C1001 is already in this order' },
    ]);
  });

  it('refuses bad bodies', async () => {
    await expectBadRequest(
      await post('/references/tests/validate', { testCodes: [] }),
      'testCodes',
    );
    await expectBadRequest(
      await post('/references/tests/validate', {
        testCodes: Array.from({ length: 51 }, (_, i) => `C${i}`),
      }),
      'testCodes',
    );
    await expectBadRequest(
      await post('/references/tests/validate', { testCodes: ['C1001'], orderedAsKit: 'yes' }),
      'orderedAsKit',
    );
  });

  it('re-checks an order’s tests for the server (cart re-check helper)', async () => {
    const ok = await recheckOrderTests(server.database.db, [
      { code: 'c1001' },
      { code: '9001', indent: 1 },
      { code: 'H3002', indent: 2 },
    ]);
    expect(ok.ok).toBe(true);
    expect(
      ok.cart?.tests.map((test) => [test.code, test.indent, test.reflexOrderingParentTestCode]),
    ).toEqual([
      ['C1001', 0, null],
      ['9001', 1, 'C1001'],
      ['H3002', 2, '9001'],
    ]);
    const refused = await recheckOrderTests(server.database.db, [
      { code: 'J774' },
      { code: '896' },
    ]);
    expect(refused.ok).toBe(false);
    expect(refused.refusal?.reason).toBe('conflicting-tests');
  });
});

describe('GET /references/suggestedCardioNonCustomForCustomCardio/{customTestCode}', () => {
  const path = (code: string) =>
    `${base}/references/suggestedCardioNonCustomForCustomCardio/${code}`;

  it('answers ready-made cardiology panels sharing genes with the custom test, most shared first', async () => {
    const response = await server.request(path('b370-custom'), { as: demoUsers.ada });
    expect(response.status).toBe(200);
    const suggestions = (await response.json()) as Array<{
      testCode: string;
      sharedGenes: number;
      geneCount: number;
    }>;
    expect(suggestions.length).toBeGreaterThan(5);
    expect(suggestions.map((s) => s.testCode)).toEqual(
      expect.arrayContaining(['C1001', 'C1005', 'C1015']),
    );
    expect(suggestions.map((s) => s.testCode)).not.toContain('B370-CUSTOM');
    for (let index = 1; index < suggestions.length; index += 1)
      expect(suggestions[index]!.sharedGenes).toBeLessThanOrEqual(
        suggestions[index - 1]!.sharedGenes,
      );
  });

  it('answers 404 for an unknown or non-custom test, and 400 for a malformed code', async () => {
    expect((await server.request(path('NOPE'), { as: demoUsers.ada })).status).toBe(404);
    expect((await server.request(path('C1001'), { as: demoUsers.ada })).status).toBe(404);
    await expectBadRequest(
      await server.request(path('bad%20code'), { as: demoUsers.ada }),
      'customTestCode',
    );
  });
});

describe('GET /test/restrictedPaymentMethods/{testCode} and GET /test/exceptions', () => {
  it('answers the payment types a test cannot use', async () => {
    const restricted = async (code: string) =>
      server.request(`${base}/test/restrictedPaymentMethods/${code}`, { as: demoUsers.ada });
    expect(await (await restricted('URGb')).json()).toEqual(['Insurance', 'MCD', 'MCR']);
    expect(await (await restricted('P4001')).json()).toEqual(['MCR']);
    expect(await (await restricted('C1001')).json()).toEqual([]);
    expect((await restricted('NOPE')).status).toBe(404);
    await expectBadRequest(await restricted('-x'), 'testCode');
  });

  it('answers the cart’s special tests from the lab’s rules', async () => {
    const response = await server.request(`${base}/test/exceptions`, { as: demoUsers.sam });
    const exceptions = (await response.json()) as Array<{
      testCode: string;
      exceptionType: string;
      relatedTestCode: string | null;
    }>;
    const of = (type: string) =>
      exceptions.filter((item) => item.exceptionType === type).map((item) => item.testCode);
    expect(of('RepeatableInCart')).toEqual(['906-Custom', '9011-Custom', '9012-Custom', '9001']);
    expect(of('NotOrderableAsKit')).toEqual(['URGb']);
    expect(of('CustomSliceExclusive')).toEqual(['706', 'TG70', 'J757', 'TG75', 'TG71']);
    expect(exceptions).toContainEqual(
      expect.objectContaining({
        testCode: '896',
        exceptionType: 'CannotShareOrder',
        relatedTestCode: 'J774',
      }),
    );
  });
});

describe('POST /test/extraInfo', () => {
  const extraInfo = async (testCodes: string[], as: string) => {
    const response = await post('/test/extraInfo', { testCodes }, as);
    expect(response.status).toBe(200);
    return z
      .array(z.strictObject(extraTestInfoSchema.shape))
      .parse(await response.json()) as ExtraTestInfo[];
  };

  it('answers the extra info of known tests, sponsorship listing only the caller’s accounts', async () => {
    const [cardio, trio, prenatal] = await extraInfo(
      ['C1001', '902a', 'PX905', 'NOPE'],
      demoUsers.ada,
    );
    expect(cardio).toMatchObject({
      code: 'C1001',
      aoeTestCode: 'AOE-CARDIO',
      isTrio: false,
      isPrenatal: false,
    });
    expect(
      cardio!.sponsoredInfo?.accounts.map((account) => [account.accountNumber, account.name]),
    ).toEqual([
      ['1001', 'Beacon Hill Medical Genetics'],
      ['1002', 'Lakeshore Pediatric Cardiology'],
    ]);
    expect(cardio!.aoe.map((section) => section.code)).toEqual(['IC', 'CI']);
    expect(trio).toMatchObject({
      code: '902a',
      isTrio: true,
      allowedRelatives: ['Father', 'Mother'],
      sponsoredInfo: null,
    });
    expect(prenatal).toMatchObject({ isPrenatal: true, testTypes: ['Exome', 'Prenatal'] });
    const [forSam] = await extraInfo(['C1001'], demoUsers.sam);
    expect(forSam!.sponsoredInfo?.accounts.map((account) => account.accountNumber)).toEqual([
      '1001',
    ]);
    const [forNobody] = await extraInfo(['C1001'], demoUsers.noAccount);
    expect(forNobody!.sponsoredInfo).toEqual({
      isBiopharmaOnly: false,
      sponsoredByCoupon: true,
      accounts: [],
    });
    const [biopharma] = await extraInfo(['BP801'], demoUsers.noAccount);
    expect(biopharma!.sponsoredInfo?.isBiopharmaOnly).toBe(true);
    expect(biopharma!.isNoCharge).toBe(true);
  });

  it('refuses bad bodies', async () => {
    await expectBadRequest(await post('/test/extraInfo', { testCodes: 'C1001' }), 'testCodes');
    await expectBadRequest(
      await post('/test/extraInfo', { testCodes: ['x'.repeat(31)] }),
      'testCodes.0',
    );
    expect(
      (
        await server.request(`${base}/test/extraInfo`, {
          method: 'POST',
          json: { testCodes: ['C1001'] },
        })
      ).status,
    ).toBe(401);
  });
});

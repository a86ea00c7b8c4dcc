// Payor required documents over real HTTP: the seeded rules per plan and test.
import { describe, expect, it } from 'vitest';
import {
  answerData,
  answerFailure,
  demoUsers,
  portalCall,
  strangerEmail,
  useTestServer,
} from '../testing/index.js';

const server = useTestServer();

interface RequiredDocument {
  documentCategory: string;
  name: string;
  testCodes: string[];
}

const required = (path: string, as: string = demoUsers.ada) => portalCall(server, 'GET', path, as);

describe('payor required documents', () => {
  it('UHC needs its card, PA form and clinical notes; trio tests add a family history', async () => {
    const trio = await server.database.db
      .selectFrom('payor_required_document')
      .select('test_code')
      .where('xifin_code', '=', 'UHC001')
      .where('test_code', 'is not', null)
      .executeTakeFirstOrThrow();
    const general = await answerData<RequiredDocument[]>(
      await required('/payor/UHC001/requiredDocuments'),
    );
    expect(general.map((document) => document.documentCategory)).toEqual([
      'Insurance Card',
      'Payor Form',
      'Clinical Notes',
    ]);
    const withTrio = await answerData<RequiredDocument[]>(
      await required(
        `/payor/uhc001/requiredDocuments?testCodes=C1001,${String(trio.test_code).toLowerCase()}`,
      ),
    );
    expect(
      withTrio.find((document) => document.documentCategory === 'Family History')?.testCodes,
    ).toEqual([trio.test_code]);
  });

  it('Medicare needs an ABN; an unknown payor needs nothing', async () => {
    const medicare = await answerData<RequiredDocument[]>(
      await required('/payor/MCR001/requiredDocuments?testCodes=C1001'),
    );
    expect(medicare.map((document) => document.name)).toContain('Advance Beneficiary Notice (ABN)');
    expect(await answerData(await required('/payor/NOPE/requiredDocuments'))).toEqual([]);
  });

  it('refuses bad input and callers without a profile', async () => {
    expect(
      (
        await answerFailure(
          await required('/payor/UHC001/requiredDocuments?testCodes=%3Cscript%3E'),
          400,
        )
      ).errors[0]?.path,
    ).toBe('testCodes');
    await answerFailure(await required('/payor/UHC%20001/requiredDocuments'), 400);
    expect((await required('/payor/UHC001/requiredDocuments', strangerEmail)).status).toBe(404);
  });
});

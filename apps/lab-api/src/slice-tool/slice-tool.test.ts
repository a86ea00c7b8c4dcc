// The slice tool's calls over real HTTP on the seeded server: text-to-HPO with its limits,
// typeahead over symbols, previous symbols, names and synonyms, gene sets by every road with
// unknown items named, the review against the slice tests' limits, saved slices (owner only),
// their requisition PDF and forwarding through the mail outbox, and an ordered slice's genes.
import { beforeAll, describe, expect, it } from 'vitest';
import { orderFixtures, type OrderFixtures } from '../orders/order-fixtures.js';
import { pdfText } from '../results/results-testing.js';
import { answerData, answerFailure, portalCall } from '../testing/http.js';
import { useTestServer } from '../testing/harness.js';
import { demoUsers } from '../testing/test-server.js';
import { forwardSliceSubject } from './slice-tool-rules.js';

const server = useTestServer();
let fx: OrderFixtures;
const ada = demoUsers.ada;
const sam = demoUsers.sam;

beforeAll(async () => {
  fx = await orderFixtures(server.database.db);
});

const post = (path: string, json: unknown, as: string = ada) =>
  portalCall(server, 'POST', path, as, json);
const get = (path: string, as: string = ada) => portalCall(server, 'GET', path, as);

interface GeneInfo {
  parts: Array<{ sliceType: string; id: string; name: string; genes: string[]; geneCount: number }>;
  genes: string[];
  unknownGeneSymbols: string[];
  unknownHpoIds: string[];
  unknownPhenotypeNames: string[];
  unknownPredefinedSlices: string[];
  hpoVersion: string;
}

describe('convertTextToHpo', () => {
  it('answers the present terms with the HPO version, and the negated ones apart', async () => {
    const answer = await answerData<{
      hpoIds: string[];
      hpoNames: string[];
      excluded: Array<{ hpoId: string; matchedText: string }>;
      hpoVersion: string;
      hpoAcknowledgement: string;
    }>(
      await post('/convertTextToHpo', {
        text: 'Global developmental delay and seizures since infancy; no hearing loss.',
      }),
    );
    expect(answer.hpoIds).toEqual(['HP:0001263', 'HP:0001250']);
    expect(answer.hpoNames).toEqual(['Global developmental delay', 'Seizure']);
    expect(answer.excluded).toEqual([
      expect.objectContaining({ hpoId: 'HP:0000365', matchedText: 'hearing loss' }),
    ]);
    expect(answer.hpoVersion).toBe('2023-01-27');
    expect(answer.hpoAcknowledgement).toContain('Human Phenotype Ontology');
  });

  it('answers empty lists for empty text, refuses more than 20,000 characters, reads injection as text', async () => {
    const empty = await answerData<{ hpoIds: string[]; hpoNames: string[] }>(
      await post('/convertTextToHpo', { text: '' }),
    );
    expect(empty).toMatchObject({ hpoIds: [], hpoNames: [] });
    const refused = await answerFailure(
      await post('/convertTextToHpo', { text: 'seizure '.repeat(2501) }),
      400,
    );
    expect(refused.errors[0]).toMatchObject({
      path: 'text',
      message: 'The text is too long: at most 20,000 characters can be converted to HPO terms',
    });
    const injected = await answerData<{ hpoIds: string[] }>(
      await post('/convertTextToHpo', { text: "ataxia'); drop table offline_slice; --" }),
    );
    expect(injected.hpoIds).toEqual(['HP:0001251']);
  });

  it('needs a signed-in user', async () => {
    const response = await server.request('/api/portal/v1.0.1/convertTextToHpo', {
      method: 'POST',
      json: { text: 'seizures' },
    });
    expect(response.status).toBe(401);
  });
});

describe('searching genes and phenotypes', () => {
  it('finds genes by symbol and previous symbol, phenotypes by name and synonym', async () => {
    const bySymbol = await answerData<{
      genes: Array<{ symbol: string; matchedSymbol: string | null }>;
      phenotypes: unknown[];
    }>(await get('/XomeDxSlice/SearchPhenoTypeOrGene/CFTR'));
    expect(bySymbol.genes[0]).toMatchObject({ symbol: 'CFTR', matchedSymbol: null });
    const byPrevious = await answerData<{
      genes: Array<{ symbol: string; matchedSymbol: string | null }>;
    }>(await get('/XomeDxSlice/SearchPhenoTypeOrGene/ABCC7'));
    expect(byPrevious.genes[0]).toMatchObject({ symbol: 'CFTR', matchedSymbol: 'ABCC7' });
    const bySynonym = await answerData<{
      phenotypes: Array<{
        hpoId: string;
        name: string;
        matchedSynonym: string | null;
        geneCount: number;
      }>;
    }>(await get(`/XomeDxSlice/SearchPhenoTypeOrGene/${encodeURIComponent('epileptic seiz')}`));
    expect(bySynonym.phenotypes).toContainEqual(
      expect.objectContaining({ hpoId: 'HP:0001250', matchedSynonym: 'Epileptic seizure' }),
    );
    const byName = await answerData<{ phenotypes: Array<{ hpoId: string; geneCount: number }> }>(
      await get('/XomeDxSlice/SearchPhenoTypeOrGene/hypotonia'),
    );
    expect(byName.phenotypes[0]).toMatchObject({ hpoId: 'HP:0001252' });
    expect(byName.phenotypes[0]!.geneCount).toBeGreaterThan(100);
  });
});

describe('gene sets', () => {
  it('by symbol, resolving previous symbols and naming unknown ones', async () => {
    const info = await answerData<GeneInfo>(
      await post('/XomeDxSlice/GetSliceGeneInfoByGeneSymbol', {
        geneSymbols: ['brca1', 'MLL2', 'NOTAGENE1', "X'); DROP"],
      }),
    ).catch(() => undefined);
    // A symbol outside the symbol alphabet is refused by the contract, by field.
    expect(info).toBeUndefined();
    const answer = await answerData<GeneInfo>(
      await post('/XomeDxSlice/GetSliceGeneInfoByGeneSymbol', {
        geneSymbols: ['brca1', 'MLL2', 'NOTAGENE1'],
      }),
    );
    expect(answer.genes).toEqual(['BRCA1', 'KMT2D']);
    expect(answer.unknownGeneSymbols).toEqual(['NOTAGENE1']);
  });

  it('by phenotype id and name, with each term’s genes and count; unknown ones named', async () => {
    const byId = await answerData<GeneInfo>(
      await post('/XomeDxSlice/GetSliceGeneInfoByPhenotypeId', {
        hpoIds: ['HP:0001250', 'hp:0000365', 'HP:9999999'],
      }),
    );
    expect(byId.parts.map((part) => [part.sliceType, part.id, part.name])).toEqual([
      ['Pheno', 'HP:0001250', 'Seizure'],
      ['Pheno', 'HP:0000365', 'Hearing impairment'],
    ]);
    expect(byId.parts[0]!.geneCount).toBe(byId.parts[0]!.genes.length);
    expect(byId.parts[0]!.genes).toContain('SCN1A');
    expect(byId.unknownHpoIds).toEqual(['HP:9999999']);
    const byName = await answerData<GeneInfo>(
      await post('/XomeDxSlice/GetSliceGeneInfoByPhenotypeName', {
        phenotypeNames: ['epilepsy', 'Not a phenotype'],
      }),
    );
    expect(byName.parts.map((part) => part.id)).toEqual(['HP:0001250']);
    expect(byName.unknownPhenotypeNames).toEqual(['Not a phenotype']);
  });

  it('by predefined slice, and for a whole selection', async () => {
    const slices = await answerData<Array<{ key: string; testCode: string; genes: string[] }>>(
      await get('/XomeDxSlice/FetchPredefinedSlices'),
    );
    expect(slices.find((slice) => slice.key === 'hearing-loss-core')).toMatchObject({
      testCode: '706',
    });
    expect(slices.find((slice) => slice.key === 'cystic-fibrosis')).toMatchObject({
      testCode: 'TG70',
      genes: ['CFTR'],
    });
    const bySlice = await answerData<GeneInfo>(
      await post('/XomeDxSlice/GetSliceGeneInfoByPredefinedSlice', {
        predefinedSlices: ['hearing-loss-core', 'no-such-slice'],
      }),
    );
    expect(bySlice.genes).toContain('GJB2');
    expect(bySlice.unknownPredefinedSlices).toEqual(['no-such-slice']);
    const all = await answerData<GeneInfo>(
      await post('/XomeDxSlice/GetSliceGeneInfo', {
        geneSymbols: ['CFTR'],
        predefinedSlices: ['hearing-loss-core'],
      }),
    );
    expect(all.parts.map((part) => part.sliceType)).toEqual(['Gene', 'Slice']);
    expect(all.genes).toHaveLength(11);
  });

  it('gives gene details with their HPO phenotypes', async () => {
    const details = await answerData<{
      genes: Array<{ symbol: string; location: string; phenotypeCount: number }>;
      unknownGeneSymbols: string[];
    }>(await post('/XomeDxSlice/GetSliceGenesDetails', { geneSymbols: ['CFTR', 'NOPE1'] }));
    expect(details.genes[0]).toMatchObject({ symbol: 'CFTR', location: '7q31.2' });
    expect(details.genes[0]!.phenotypeCount).toBeGreaterThan(5);
    expect(details.unknownGeneSymbols).toEqual(['NOPE1']);
  });
});

describe('review and test codes', () => {
  it('offers the fitting test and reviews against the chosen test’s limits', async () => {
    const codes = await answerData<{ tests: Array<{ code: string }>; fittingTestCode: string }>(
      await post('/XomeDxSlice/getSliceTestCodes', { geneCount: 151 }),
    );
    expect(codes.tests.map((test) => test.code)).toEqual(['TG75', 'TG71', 'J757', '706', 'TG70']);
    expect(codes.fittingTestCode).toBe('J757');
    const fits = await answerData<{ testCode: string; problems: string[]; geneCount: number }>(
      await post('/XomeDxSlice/GetSliceReview', { predefinedSlices: ['hearing-loss-core'] }),
    );
    expect(fits).toMatchObject({ testCode: '706', geneCount: 10, problems: [] });
    const tooMany = await answerData<{ problems: string[] }>(
      await post('/XomeDxSlice/GetSliceReview', {
        testCode: 'TG70',
        geneSymbols: ['CFTR', 'GJB2', 'MADEUP9'],
      }),
    );
    expect(tooMany.problems).toEqual([
      'Slice single gene (TG70) takes a single gene',
      'Unknown gene symbols: MADEUP9',
    ]);
  });
});

describe('saved slices', () => {
  let savedId: number;

  it('saves a slice, reopens it for its owner only, and refuses one over the test’s limits', async () => {
    const saved = await answerData<{
      offlineOrderId: number;
      genes: string[];
      phenotypeNames: string[];
    }>(
      await post('/XomeDxSlice/OfflineSlice', {
        name: 'Hearing work-up',
        testCode: '706',
        geneSymbols: ['GJB2', 'OTOF', 'SLC26A4'],
        hpoIds: ['HP:0000365'],
      }),
    );
    savedId = saved.offlineOrderId;
    expect(saved.genes).toEqual(['GJB2', 'OTOF', 'SLC26A4']);
    expect(saved.phenotypeNames).toEqual(['Hearing impairment']);
    const reopened = await answerData<{ name: string; genes: string[] }>(
      await post('/XomeDxSlice/GetSliceDetails', { offlineOrderId: savedId }),
    );
    expect(reopened).toMatchObject({ name: 'Hearing work-up', genes: ['GJB2', 'OTOF', 'SLC26A4'] });
    await answerFailure(
      await post('/XomeDxSlice/GetSliceDetails', { offlineOrderId: savedId }, sam),
      404,
    );
    const refused = await answerFailure(
      await post('/XomeDxSlice/OfflineSlice', {
        name: 'Too many',
        testCode: 'TG70',
        geneSymbols: ['GJB2', 'OTOF', 'NOTAGENE1'],
      }),
      400,
    );
    expect(refused.errors.map((error) => error.message)).toEqual([
      'Unknown gene symbols: NOTAGENE1',
      'Slice single gene (TG70) takes a single gene',
    ]);
  });

  it('prints its requisition with every gene and forwards it through the mail outbox', async () => {
    const response = await get(`/XomeDxSlice/OfflineSlice/requisition/${savedId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const gene of ['GJB2', 'OTOF', 'SLC26A4', 'Hearing impairment', '2023-01-27']) {
      expect(text).toContain(gene);
    }
    const forwarded = await answerData<{ Status: string }>(
      await post('/XomeDxSlice/ForwardSlice', {
        offlineOrderId: savedId,
        ToEmailAddresses: ['counsellor@example.org'],
        Notes: 'For Monday',
      }),
    );
    expect(forwarded.Status).toBe('Queued');
    const mail = await server.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', forwardSliceSubject)
      .executeTakeFirstOrThrow();
    expect(mail.to_addresses).toBe('counsellor@example.org');
    expect(mail.body).toContain('Genes (3): GJB2, OTOF, SLC26A4');
    await answerFailure(
      await post(
        '/XomeDxSlice/ForwardSlice',
        { offlineOrderId: savedId, ToEmailAddresses: ['x@example.org'] },
        sam,
      ),
      404,
    );
  });

  it('gives an ordered slice’s status, genes and requisition from its saved slice', async () => {
    const order = await answerData<{ orderId: number }>(
      await post('/simpleOrder', {
        accountNumber: '1001',
        patientId: fx.patient1001,
        tests: [
          {
            code: '706',
            savedSliceName: 'Hearing work-up',
            phenotypeNames: ['Hearing impairment'],
          },
        ],
        diagnosisCodes: ['Z13.79'],
      }),
      201,
    );
    const status = await answerData<{
      testCode: string;
      status: string;
      genes: string[];
      sliceName: string;
    }>(await get(`/XomeDxSlice/SliceStatusAndGenes/${order.orderId}`));
    expect(status).toMatchObject({
      testCode: '706',
      status: 'Draft',
      sliceName: 'Hearing work-up',
      genes: ['GJB2', 'OTOF', 'SLC26A4'],
    });
    const pdf = await get(`/XomeDxSlice/requisition/${order.orderId}`);
    expect(pdf.status).toBe(200);
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('GJB2, OTOF, SLC26A4');
    // An order of another account does not exist for its users; an order without a slice test 404s.
    await answerFailure(
      await get(`/XomeDxSlice/SliceStatusAndGenes/${order.orderId}`, demoUsers.noAccount),
      404,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { InsuranceCardExtractionErrorMessage } from '@loci/domain';
import { CardUploadError, cardForm, postInsuranceCard } from './cardUpload.ts';
import { apiClientFor, type TokenSession } from '../testing/apiClientFor.ts';

/** The card sent through the portal's API client over the given session and `fetch`. */
const postCard = (session: TokenSession, form: FormData, fetcher: typeof fetch) =>
  postInsuranceCard(apiClientFor(session, fetcher), form);

const read = {
  error: false,
  insurance: null,
  planName: 'Anthem Blue Cross PPO',
  planCode: null,
  policyId: 'XGH123456789',
  groupId: '77410',
  groupName: null,
  subscriberFirstName: 'WINIFRED',
  subscriberLastName: 'QUENNELL',
  effectiveDate: '2025-01-01',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('postInsuranceCard', () => {
  const form = cardForm(new File(['%PDF-1.4 card'], 'card.pdf', { type: 'application/pdf' }));

  it('posts the form with the bearer token and no JSON content type', async () => {
    const sent: Array<{ url: string; init: RequestInit }> = [];
    const lookup = await postCard(
      { accessToken: () => 'token-1', refresh: async () => {} },
      form,
      async (url, init) => {
        sent.push({ url: String(url), init: init ?? {} });
        return json(200, { success: true, data: read });
      },
    );
    expect(lookup).toEqual(read);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/portal/v1.0.1/insurances/lookupByCard');
    expect(sent[0]!.init.body).toBe(form);
    expect(sent[0]!.init.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer token-1',
    });
  });

  it('retries once with the renewed token after a 401', async () => {
    let token = 'old';
    const refused: Array<string | null | undefined> = [];
    const tokens: string[] = [];
    const lookup = await postCard(
      {
        accessToken: () => token,
        refresh: async (rejected) => {
          refused.push(rejected);
          token = 'new';
        },
      },
      form,
      async (_url, init) => {
        const authorization = (init?.headers as Record<string, string>).Authorization!;
        tokens.push(authorization);
        return authorization === 'Bearer old'
          ? json(401, { success: false, errors: [] })
          : json(200, {
              success: true,
              data: { error: true, message: InsuranceCardExtractionErrorMessage },
            });
      },
    );
    expect(tokens).toEqual(['Bearer old', 'Bearer new']);
    expect(refused).toEqual(['old']);
    expect(lookup).toEqual({ error: true, message: InsuranceCardExtractionErrorMessage });
  });

  it('rejects a refused upload and an answer that breaks the contract', async () => {
    const session = { accessToken: () => 't', refresh: async () => {} };
    await expect(
      postCard(session, form, async () =>
        json(415, { success: false, errors: [{ code: 'unsupported_file_type', message: 'x' }] }),
      ),
    ).rejects.toBeInstanceOf(CardUploadError);
    await expect(
      postCard(session, form, async () => json(200, { success: true, data: { error: 'no' } })),
    ).rejects.toThrow();
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import { hashViewHref, matchHashView, parseHash } from './hashViews.ts';

const views = {
  patients: 'patients',
  patient: 'patients/:patientId',
  orderChange: 'review/:orderId/change',
  orderReview: 'review/:orderId',
  favorites: 'profile/favorites',
  newOrder: 'simple-order/new',
  draftOrder: 'simple-order/:orderId',
} as const;

describe('hash views', () => {
  it('matches a plain view', () => {
    const match = matchHashView(views, '#patients');
    expect(match?.name).toBe('patients');
    expect(match?.params).toEqual({});
  });

  it('captures and URL-decodes route parameters', () => {
    expect(matchHashView(views, '#patients/P-100%2042')?.params).toEqual({ patientId: 'P-100 42' });
    expect(matchHashView(views, '#review/ORD_7/change')).toMatchObject({
      name: 'orderChange',
      params: { orderId: 'ORD_7' },
    });
  });

  it('refuses parameters with characters other than word characters, percent signs and hyphens', () => {
    expect(matchHashView(views, '#patients/42.5')).toBeNull();
    expect(matchHashView(views, '#patients/<script>')).toBeNull();
    expect(matchHashView(views, '#patients/%E0%A4%A')).toBeNull();
  });

  it('prefers the first matching view in table order', () => {
    expect(matchHashView(views, '#simple-order/new')?.name).toBe('newOrder');
    expect(matchHashView(views, '#simple-order/1234')).toMatchObject({
      name: 'draftOrder',
      params: { orderId: '1234' },
    });
  });

  it('reads the query inside the hash', () => {
    const match = matchHashView(views, '#profile/favorites?fav=Tests');
    expect(match?.name).toBe('favorites');
    expect(match?.query.get('fav')).toBe('Tests');
  });

  it('understands the hashbang form and trailing slashes', () => {
    const table = { suppliesList: 'supplies-list/:accountNumber' } as const;
    expect(matchHashView(table, '#!/supplies-list/1001')?.params).toEqual({
      accountNumber: '1001',
    });
    expect(matchHashView(views, '#patients/')?.name).toBe('patients');
  });

  it('answers null for an empty or unknown hash', () => {
    expect(matchHashView(views, '')).toBeNull();
    expect(matchHashView(views, '#')).toBeNull();
    expect(matchHashView(views, '#nowhere')).toBeNull();
    expect(matchHashView(views, '#patients/42/extra')).toBeNull();
  });

  it('builds hrefs that match back to the same view', () => {
    const href = hashViewHref(views, 'patient', { patientId: 'P 1' });
    expect(href).toBe('#patients/P%201');
    expect(matchHashView(views, href)?.params).toEqual({ patientId: 'P 1' });
    expect(hashViewHref(views, 'favorites', {}, { query: { fav: 'Slices' } })).toBe(
      '#profile/favorites?fav=Slices',
    );
    expect(
      hashViewHref(
        { list: 'supplies-list/:accountNumber' },
        'list',
        { accountNumber: '1001' },
        { hashbang: true },
      ),
    ).toBe('#!/supplies-list/1001');
  });

  it('refuses to build an href without a required parameter', () => {
    expect(() => hashViewHref(views, 'orderReview', { orderId: '' })).toThrow(/orderId/);
  });

  it('types the parameters of each view', () => {
    const match = matchHashView(views, '#review/1/change');
    if (match?.name === 'orderChange')
      expectTypeOf(match.params).toEqualTypeOf<{ orderId: string }>();
  });

  it('parses segments and query', () => {
    expect(parseHash('#a/b?x=1').segments).toEqual(['a', 'b']);
    expect(parseHash('#a/b?x=1').query.get('x')).toBe('1');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AllItemsPageSizeLabel,
  DelayDisplayDefaultMs,
  Debounces,
  ErrorReportDelayMs,
  ErrorTextMaxLength,
  ExpandableListCollapseAbove,
  FirstPageNumber,
  GeocodedStreetKeywords,
  InsuranceSearchDefaultLimit,
  PageSizes,
  PageWindowSize,
  ProgressSkippedCallKinds,
  RouteParameterPattern,
  TextareaDefaultRows,
  TextareaMaxLengthFlashMs,
  TokenRenewalWindowSeconds,
  TooltipDelays,
  TopResultsCap,
  skipsProgressIndicator,
} from './limits.js';
import {
  AddressMenuVisibleItems,
  ConfirmationDialogWidth,
  DropdownMinimumVisibleItems,
  FormGridColumns,
  InformationBannerMaxWidth,
  RadioGridColumns,
  TypeaheadMenu,
  WidthBreakpoints,
  sizeClassForWidth,
} from './layout.js';

describe('paging limits', () => {
  it('holds the page sizes and caps of the spec', () => {
    expect(PageSizes).toEqual({ list: 10, patientSearch: 20, dataTable: 25, publications: 10 });
    expect(AllItemsPageSizeLabel).toBe('All');
    expect(FirstPageNumber).toBe(1);
    expect(PageWindowSize).toBe(5);
    expect(TopResultsCap).toBe(200);
    expect(ExpandableListCollapseAbove).toBe(5);
    expect(InsuranceSearchDefaultLimit).toBe(50);
  });
});

describe('timings', () => {
  it('holds the debounces and delays of the spec', () => {
    expect(Debounces).toEqual({
      typeaheadMs: 300,
      addressSuggestionsMs: 200,
      filterToAddressBarMs: 1000,
      refreshCallsMs: 5000,
    });
    expect(TokenRenewalWindowSeconds).toBe(60);
    expect(TooltipDelays).toEqual({ openMs: 500, closeMs: 50 });
    expect(DelayDisplayDefaultMs).toBe(50);
    expect(TextareaMaxLengthFlashMs).toBe(100);
    expect(TextareaDefaultRows).toBe(4);
    expect(ErrorReportDelayMs).toBe(100);
    expect(ErrorTextMaxLength).toBe(100);
  });
});

describe('street keywords and progress indicator', () => {
  it('lists the street words removed from geocoded streets', () => {
    expect(GeocodedStreetKeywords).toEqual([
      'suite',
      'apt',
      'apartment',
      'unit',
      'rm',
      'room',
      'fl',
      'floor',
      'bldg',
      'building',
      'ste',
    ]);
  });

  it('skips the progress indicator for the ten call kinds of the spec only', () => {
    expect(ProgressSkippedCallKinds).toHaveLength(10);
    expect(skipsProgressIndicator('keepalive')).toBe(true);
    expect(skipsProgressIndicator('testsSearch')).toBe(true);
    expect(skipsProgressIndicator('orderSave')).toBe(false);
  });
});

describe('route parameters', () => {
  it('accepts word characters, percent signs and hyphens only', () => {
    expect(RouteParameterPattern.test('ORD-1001')).toBe(true);
    expect(RouteParameterPattern.test('Smith%20Jones')).toBe(true);
    expect(RouteParameterPattern.test('a/b')).toBe(false);
    expect(RouteParameterPattern.test('')).toBe(false);
  });
});

describe('layout', () => {
  it('holds the sizes of the spec', () => {
    expect(ConfirmationDialogWidth).toBe('30rem');
    expect(DropdownMinimumVisibleItems).toBe(3);
    expect(TypeaheadMenu).toEqual({ visibleItems: 5, itemHeightPx: 55 });
    expect(AddressMenuVisibleItems).toBe(3);
    expect(FormGridColumns).toBe(4);
    expect(RadioGridColumns).toBe(3);
    expect(InformationBannerMaxWidth).toBe('382px');
    expect(WidthBreakpoints).toEqual({
      sm: 600,
      md: 900,
      lg: 1200,
      xlg: 1201,
      xxlg: 1280,
      xxxlg: 1320,
      xxxxlg: 1440,
    });
  });

  it('classes widths up to 687 px small, from 688 medium and from 880 large', () => {
    expect(sizeClassForWidth(687)).toBe('small');
    expect(sizeClassForWidth(688)).toBe('medium');
    expect(sizeClassForWidth(879)).toBe('medium');
    expect(sizeClassForWidth(880)).toBe('large');
  });

  it('never classes a wider viewport smaller', () => {
    const rank = { small: 0, medium: 1, large: 2 } as const;
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        return rank[sizeClassForWidth(narrow)] <= rank[sizeClassForWidth(wide)];
      }),
    );
  });
});

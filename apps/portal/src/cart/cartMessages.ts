// The cart's success toasts, in the spec's words (document 2 section 8).
export const cartMessages = {
  testAdded: 'test added to cart',
  testsAdded: (count: number) => `${String(count)} tests successfully added to the cart`,
} as const;

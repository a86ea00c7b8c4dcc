/**
 * Where an order starts from the cart (document 1 section 2: the route used when the cart has items),
 * in a module of its own: the header's cart link must not load the cart panel.
 */
export const requisitionFromCartHref = '/test-catalog/requisition#simple-order/index';

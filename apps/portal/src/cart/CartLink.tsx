import { Link } from 'react-router-dom';
import { useCart } from './CartProvider.tsx';
import { requisitionFromCartHref } from './cartPaths.ts';
import * as styles from './CartPanel.css.ts';

/**
 * The cart in the header of every page: its count, and the way to order its tests from anywhere
 * (the requisition route when the cart has items, the catalogue when it is empty).
 */
export function CartLink() {
  const { cart } = useCart();
  const count = cart.tests.length;
  return (
    <Link
      to={count > 0 ? requisitionFromCartHref : '/tests'}
      className={styles.headerLink}
      data-testid="header-cart"
    >
      Cart ({count} {count === 1 ? 'test' : 'tests'})
    </Link>
  );
}

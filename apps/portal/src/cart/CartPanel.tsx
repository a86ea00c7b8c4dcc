import { Link } from 'react-router-dom';
import { Box, Button, EmptyState, Stack } from '@loci/ui';
import { maximumIndentAt } from '@loci/domain';
import { useCart } from './CartProvider.tsx';
import { testDetailPath } from '../catalogue/catalogueRoutes.ts';
import { requisitionFromCartHref } from './cartPaths.ts';
import * as styles from './CartPanel.css.ts';

/** The cart beside the catalogue: its tests as an outline, re-indent and remove, and the way to order. */
export function CartPanel() {
  const { cart, remove, setIndent } = useCart();
  const count = cart.tests.length;
  return (
    <Box
      as="aside"
      padding="md"
      background="surface"
      radius="md"
      border
      aria-labelledby="cart-heading"
      className={styles.panel}
    >
      <h2 id="cart-heading" className={styles.heading}>
        Cart ({count} {count === 1 ? 'test' : 'tests'})
      </h2>
      {count === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Your cart is empty"
          description="Add tests from the catalogue to order them."
        />
      ) : (
        <>
          <Stack as="ol" gap="sm" aria-label="Tests in the cart">
            {cart.tests.map((test, index) => {
              const maximum = maximumIndentAt(cart.tests, index);
              return (
                <li
                  key={`${test.code}-${String(index)}`}
                  className={styles.item}
                  style={{ paddingInlineStart: `${String(test.indent * 1.5)}rem` }}
                  data-indent={test.indent}
                >
                  <span className={styles.itemName}>
                    {test.slug ? (
                      <Link to={testDetailPath(test.code, test.slug)}>{test.name}</Link>
                    ) : (
                      test.name
                    )}{' '}
                    <span className={styles.code}>
                      {test.code}
                      {test.orderedAsKit ? ' · as a kit' : ''}
                      {test.reflexOrderingParentTestCode
                        ? ` · reflex of ${test.reflexOrderingParentTestCode}`
                        : ''}
                    </span>
                  </span>
                  <Button
                    size="small"
                    variant="tertiary"
                    disabled={test.indent === 0}
                    aria-label={`Outdent ${test.code}`}
                    onClick={() => setIndent(index, test.indent - 1)}
                  >
                    ←
                  </Button>
                  <Button
                    size="small"
                    variant="tertiary"
                    disabled={test.indent >= maximum}
                    aria-label={`Indent ${test.code}`}
                    onClick={() => setIndent(index, test.indent + 1)}
                  >
                    →
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`Remove ${test.code} from the cart`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </Button>
                </li>
              );
            })}
          </Stack>
          <Link to={requisitionFromCartHref}>Order these tests</Link>
        </>
      )}
    </Box>
  );
}

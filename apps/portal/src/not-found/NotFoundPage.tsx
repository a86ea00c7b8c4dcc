import { Link } from 'react-router-dom';
import { usePageHeading } from '../shell/usePageHeading.ts';
import * as styles from '../shell/page.css.ts';

export function NotFoundPage() {
  const heading = usePageHeading('Page not found');
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title} ref={heading} tabIndex={-1}>
        Page not found
      </h1>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}

import type { ReactNode } from 'react';
import { PageHeader, Stack } from '@loci/ui';
import { Link } from 'react-router-dom';
import * as styles from '../shell/page.css.ts';
import { usePageHeading } from '../shell/usePageHeading.ts';

export interface ComingSoonProps {
  /** The screen's name, e.g. "Patients". */
  title: string;
  /** What the screen will do, in one or two sentences. */
  children: ReactNode;
}

/** A screen of a later release: says what will be there, never a broken page. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  const heading = usePageHeading(title);
  return (
    <Stack as="section" gap="lg" aria-labelledby="coming-soon-title">
      <PageHeader
        title={title}
        headingProps={{ id: 'coming-soon-title', ref: heading, tabIndex: -1 }}
      />
      <p className={styles.notice}>
        <strong>Coming soon.</strong> {children}
      </p>
      <p>
        <Link to="/user-account#simple-orders">Go to your orders</Link>
      </p>
    </Stack>
  );
}

import type { ReactNode } from 'react';
import {} from '@loci/ui';
import { Link } from 'react-router-dom';
import * as styles from '../shell/page.css.ts';
import { ScreenSection } from '../shell/ScreenSection.tsx';

export interface ComingSoonProps {
  /** The screen's name, e.g. "Patients". */
  title: string;
  /** What the screen will do, in one or two sentences. */
  children: ReactNode;
}

/** A screen of a later release: says what will be there, never a broken page. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  return (
    <ScreenSection title={title} headingId="coming-soon-title">
      <p className={styles.notice}>
        <strong>Coming soon.</strong> {children}
      </p>
      <p>
        <Link to="/user-account#simple-orders">Go to your orders</Link>
      </p>
    </ScreenSection>
  );
}

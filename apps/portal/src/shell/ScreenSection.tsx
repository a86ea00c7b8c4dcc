// A screen as most portal pages are: a section named by its page header (ScreenHeader), then its
// content one under the other.
import type { ReactNode } from 'react';
import { Stack, type PageHeaderProps } from '@loci/ui';
import { ScreenHeader } from './ScreenHeader.tsx';

export function ScreenSection({
  title,
  headingId,
  children,
  ...header
}: Omit<PageHeaderProps, 'title' | 'headingProps' | 'children'> & {
  title: string;
  /** The heading's id, which names the section. */
  headingId: string;
  children?: ReactNode;
}) {
  return (
    <Stack as="section" gap="lg" aria-labelledby={headingId}>
      <ScreenHeader title={title} headingId={headingId} {...header} />
      {children}
    </Stack>
  );
}

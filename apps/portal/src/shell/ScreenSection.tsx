// A screen as most portal pages are: a section named by its page header, whose heading names the
// document's title and takes the focus when the view changes (usePageHeading), then its content
// one under the other.
import type { ReactNode } from 'react';
import { PageHeader, Stack, type PageHeaderProps } from '@loci/ui';
import { usePageHeading } from './usePageHeading.ts';

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
  const heading = usePageHeading(title);
  return (
    <Stack as="section" gap="lg" aria-labelledby={headingId}>
      <PageHeader
        title={title}
        headingProps={{ id: headingId, ref: heading, tabIndex: -1 }}
        {...header}
      />
      {children}
    </Stack>
  );
}

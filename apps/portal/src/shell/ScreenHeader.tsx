// A screen's page header whose heading names the document's title and takes the focus when the
// view changes (usePageHeading).
import { PageHeader, type PageHeaderProps } from '@loci/ui';
import { usePageHeading } from './usePageHeading.ts';

export function ScreenHeader({
  title,
  headingId,
  ...header
}: Omit<PageHeaderProps, 'title' | 'headingProps' | 'children'> & {
  title: string;
  /** The heading's id, where something is named by it. */
  headingId?: string;
}) {
  const heading = usePageHeading(title);
  return (
    <PageHeader
      title={title}
      headingProps={{ id: headingId, ref: heading, tabIndex: -1 }}
      {...header}
    />
  );
}

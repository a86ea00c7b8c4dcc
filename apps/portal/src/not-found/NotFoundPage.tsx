import { Link } from 'react-router-dom';
import { PageHeader, Stack } from '@loci/ui';
import { usePageHeading } from '../shell/usePageHeading.ts';

export function NotFoundPage() {
  const heading = usePageHeading('Page not found');
  return (
    <Stack as="section" gap="lg" aria-labelledby="not-found-title">
      <PageHeader
        title="Page not found"
        headingProps={{ id: 'not-found-title', ref: heading, tabIndex: -1 }}
      />
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Stack>
  );
}

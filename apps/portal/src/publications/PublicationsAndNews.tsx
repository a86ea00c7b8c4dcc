import { useId, useState } from 'react';
import type { Publication } from '@loci/contract';
import { Pagination, Skeleton, Tabs, visuallyHidden } from '@loci/ui';
import { publicationListingLimits } from '@loci/contract';
import { ReadFailure } from '../api/ReadFailure.tsx';
import { formatPublicationDate, publicationsMessages as text } from './publicationsMessages.ts';
import { usePublications, type PublicationTab } from './publicationsGraphql.ts';
import * as styles from './PublicationsAndNews.css.ts';

/** A link that opens outside the portal, in a new tab, without giving that page a handle on ours. */
function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHidden}> {text.opensInNewTab}</span>
    </a>
  );
}

function PublicationItem({ publication }: { publication: Publication }) {
  return (
    <li className={styles.item}>
      <article aria-labelledby={`publication-${publication.id}`}>
        <h3 className={styles.title} id={`publication-${publication.id}`}>
          <ExternalLink href={publication.articleLink}>{publication.displayTitle}</ExternalLink>
        </h3>
        <p className={styles.meta}>
          <span>{text.typeLabel[publication.publicationType]}</span>
          <time dateTime={publication.publicationDate}>
            {formatPublicationDate(publication.publicationDate)}
          </time>
          {publication.sourceText ? (
            publication.sourceLink ? (
              <ExternalLink href={publication.sourceLink}>{publication.sourceText}</ExternalLink>
            ) : (
              <span>{publication.sourceText}</span>
            )
          ) : null}
        </p>
        <p className={styles.teaser}>{publication.teaser}</p>
      </article>
    </li>
  );
}

function PublicationPage({
  tab,
  page,
  onPageChange,
}: {
  tab: PublicationTab;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { data, error, isLoading, mutate } = usePublications(tab, page);
  if (error && !data) {
    return <ReadFailure error={error} failed={text.failed} onRetry={() => mutate()} />;
  }
  if (!data) {
    return (
      <div aria-busy="true">
        <p className={styles.status}>{text.loading}</p>
        <Skeleton height="4em" />
      </div>
    );
  }
  if (data.totalCount === 0) return <p className={styles.status}>{text.empty}</p>;
  return (
    <>
      <ul className={styles.list} aria-busy={isLoading || undefined}>
        {data.items.map((publication) => (
          <PublicationItem key={publication.id} publication={publication} />
        ))}
      </ul>
      {data.totalCount > publicationListingLimits.pageSize ? (
        <Pagination
          totalCount={data.totalCount}
          page={page}
          onPageChange={onPageChange}
          pageSize={publicationListingLimits.pageSize}
          resetOnCountChange={false}
          aria-label={text.pagination}
        />
      ) : null}
    </>
  );
}

/**
 * The lab's publications and news, newest first, 10 a page, with tabs for All, Publication and
 * News (document 2 section 7.4). Public: shown on the home page whether or not one is signed in.
 */
export function PublicationsAndNews() {
  const headingId = useId();
  const [tab, setTab] = useState<PublicationTab>('all');
  const [page, setPage] = useState(1);
  const content = <PublicationPage tab={tab} page={page} onPageChange={setPage} />;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        {text.heading}
      </h2>
      <p className={styles.status}>{text.lead}</p>
      <Tabs
        label={text.tabsLabel}
        value={tab}
        onValueChange={(value) => {
          setTab(value as PublicationTab);
          setPage(1);
        }}
        items={[
          { value: 'all', label: text.tabAll, content },
          { value: 'Publication', label: text.tabPublication, content },
          { value: 'News', label: text.tabNews, content },
        ]}
      />
    </section>
  );
}

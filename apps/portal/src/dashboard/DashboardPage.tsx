import { Link } from 'react-router-dom';
import { Card, Columns, EmptyState, Skeleton, Stack } from '@loci/ui';
import { ScreenSection } from '../shell/ScreenSection.tsx';
import { ReadFailure } from '../api/ReadFailure.tsx';
import { dashboardCards, type DashboardCard } from './dashboardCounts.ts';
import { useDashboardCounts } from './dashboardQueries.ts';

const title = 'Dashboard';

function CountCard({ card }: { card: DashboardCard }) {
  return (
    <Card heading={card.title} headingLevel={2} data-testid={`dashboard-${card.id}`}>
      <Stack gap="sm">
        <p data-testid="dashboard-count">
          <strong>{card.count}</strong>
        </p>
        {card.detail ? <p data-testid="dashboard-detail">{card.detail}</p> : null}
        {card.links.map((link) => (
          <Link key={link.href} to={link.href} data-count={link.count}>
            {card.links.length > 1 ? `${link.label}: ${link.count}` : link.label}
          </Link>
        ))}
      </Stack>
    </Card>
  );
}

function LoadingCards() {
  return (
    <Columns columns={3} aria-busy="true" data-testid="dashboard-loading">
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} as="div">
          <Stack gap="sm">
            <Skeleton width="60%" height="1.25rem" />
            <Skeleton width="3rem" height="2rem" />
            <Skeleton width="80%" height="1rem" />
          </Stack>
        </Card>
      ))}
    </Columns>
  );
}

/**
 * `/user-account#dashboard`: what needs the user's attention across their accounts, each count a
 * card with a link to the list of exactly those rows (docs/decisions/dashboard.md).
 */
export function DashboardPage() {
  const counts = useDashboardCounts();
  const cards = counts.data ? dashboardCards(counts.data) : [];
  const nothing = counts.data !== undefined && cards.every((card) => card.count === 0);
  return (
    <ScreenSection
      title={title}
      headingId="dashboard-title"
      description="What needs your attention in your accounts."
    >
      {counts.error ? (
        <ReadFailure
          error={counts.error}
          failed="The dashboard could not be loaded."
          onRetry={() => counts.mutate()}
        />
      ) : null}
      {!counts.data && !counts.error ? <LoadingCards /> : null}
      {counts.data && counts.data.accounts.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title="No approved account yet"
          description="The dashboard shows the orders, reports and messages of your approved accounts."
        />
      ) : nothing ? (
        <EmptyState
          headingLevel={2}
          title="Nothing needs your attention"
          description="No drafts, orders on hold, new reports or unread messages."
        />
      ) : null}
      {counts.data && counts.data.accounts.length > 0 ? (
        <Columns columns={3}>
          {cards.map((card) => (
            <CountCard key={card.id} card={card} />
          ))}
        </Columns>
      ) : null}
    </ScreenSection>
  );
}

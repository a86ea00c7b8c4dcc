import { ComingSoon } from '../coming-soon/ComingSoon.tsx';

export function TestsPage() {
  return (
    <ComingSoon title="Test catalogue">
      Browsing the lab’s tests by category, condition and gene, with each test’s genes and
      turnaround time.
    </ComingSoon>
  );
}

export function TestSearchPage() {
  return (
    <ComingSoon title="Search tests">
      Searching tests or genes by text, category, condition and gene, with the approved-in-New-York
      filter.
    </ComingSoon>
  );
}

export function TestLaunchpadPage() {
  return (
    <ComingSoon title="Test launchpad">
      A quick start for finding the right test and adding it to your cart.
    </ComingSoon>
  );
}

export function SiteSearchPage() {
  return <ComingSoon title="Search">Searching the lab’s tests and resources together.</ComingSoon>;
}

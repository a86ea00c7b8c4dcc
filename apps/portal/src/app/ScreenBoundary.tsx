// Error boundaries (issue 18): a screen or an independent panel that fails shows the error
// reporter's text (document 2 section 8) with "Try again" in its own place, never a blank page;
// the failure reaches the error reporter once (it ignores an error object it already has).
import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { Banner, Button } from '@loci/ui';
import { NoDetailsErrorMessage } from '@loci/domain';
import { describeError } from '../api/errorReporter.ts';
import type { ErrorReporter } from '../api/errorReporter.ts';
import { usePortalServices } from './PortalServicesContext.tsx';
import { ScreenSkeleton } from './ScreenSkeleton.tsx';
import { PrerenderTakeOver } from '../prerender/takeOver.tsx';

/** A screen's code that could not be fetched (a new release replaced it, or the network failed). */
export function isCodeLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** The failure's text as the error reporter words it. */
export function errorPanelText(error: unknown): string {
  return describeError(error) ?? NoDetailsErrorMessage;
}

export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <>
      {/* A failure shows at once, never behind a pre-rendered page (issue 18). */}
      <PrerenderTakeOver />
      <Banner
        severity="error"
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {errorPanelText(error)}
      </Banner>
    </>
  );
}

/** The `errorElement` of the portal's routes. */
export function RouteErrorPanel() {
  const error = useRouteError();
  const { reporter } = usePortalServices();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => reporter.report(error), [error, reporter]);
  return (
    <ErrorPanel
      error={error}
      onRetry={() => {
        // New code after a release: only a fresh page has it. Otherwise render the screen again
        // (a kept form, such as the order form's copy in this browser, comes back as it was).
        if (isCodeLoadFailure(error)) window.location.reload();
        else void navigate(location.pathname + location.search + location.hash, { replace: true });
      }}
    />
  );
}

interface PanelBoundaryProps {
  children: ReactNode;
  /** The failure is forgotten when this changes (another view, another record). */
  resetKey?: unknown;
  /** Shown while the panel's code loads (a skeleton of its size). */
  fallback?: ReactNode;
}

interface PanelBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

class PanelErrorBoundary extends Component<
  PanelBoundaryProps & { reporter: ErrorReporter },
  PanelBoundaryState
> {
  override state: PanelBoundaryState = {
    error: null,
    failed: false,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<PanelBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: PanelBoundaryProps,
    state: PanelBoundaryState,
  ): Partial<PanelBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.reporter.report(error);
  }

  override render() {
    if (this.state.failed) {
      const { error } = this.state;
      return (
        <ErrorPanel
          error={error}
          onRetry={() => {
            if (isCodeLoadFailure(error)) window.location.reload();
            else this.setState({ error: null, failed: false });
          }}
        />
      );
    }
    return (
      <Suspense fallback={this.props.fallback ?? <ScreenSkeleton />}>
        {this.props.children}
      </Suspense>
    );
  }
}

/** Around an independent panel or a lazily loaded view: a skeleton while its code loads, its own error panel. */
export function PanelBoundary(props: PanelBoundaryProps) {
  const { reporter } = usePortalServices();
  return <PanelErrorBoundary {...props} reporter={reporter} />;
}

import { useSyncExternalStore } from 'react';
import { usePortalServices } from '../app/PortalServicesContext.tsx';
import { progressBar, progressTrack } from './ShellLayout.css.ts';

/** The global progress indicator: shown while any blocking call runs. */
export function GlobalProgressBar() {
  const { progress } = usePortalServices();
  const count = useSyncExternalStore(progress.subscribe, progress.count, progress.count);
  if (count === 0) return null;
  return (
    <div className={progressTrack} role="progressbar" aria-label="Loading" aria-busy="true">
      <div className={progressBar} />
    </div>
  );
}

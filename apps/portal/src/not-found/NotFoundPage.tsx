import { Link } from 'react-router-dom';
import { ScreenSection } from '../shell/ScreenSection.tsx';

export function NotFoundPage() {
  return (
    <ScreenSection title="Page not found" headingId="not-found-title">
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </ScreenSection>
  );
}

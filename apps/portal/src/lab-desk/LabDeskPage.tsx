// /lab-desk: the lab's own staff work on submitted orders here (docs/decisions/lab-desk.md). Only
// users with the lab-staff role see it; everyone else gets the portal's 404 page. Each area of
// the desk (orders now; messages and supply orders later) is a tab with its own path.
import { useEffect, useRef } from 'react';
import { Navigate, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { PageHeader, Stack } from '@loci/ui';
import { usePortalServices, useSessionSnapshot } from '../app/PortalServicesContext.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { usePageHeading } from '../shell/usePageHeading.ts';
import { isLabStaff, labDeskAreas } from './labDeskAccess.ts';
import { LabDeskOrderList } from './LabDeskOrderList.tsx';
import { LabDeskOrderView } from './LabDeskOrderView.tsx';
import { LabDeskSupplyOrders } from './LabDeskSupplyOrders.tsx';
import { LabDeskMessages } from './LabDeskMessages.tsx';
import { LabDeskPeople } from './LabDeskPeople.tsx';
import { LabDeskSettings } from './LabDeskSettings.tsx';
import * as styles from './LabDeskPage.css.ts';

function LabDeskAreas() {
  return (
    <nav aria-label="Lab desk areas">
      <ul className={styles.areas}>
        {labDeskAreas.map((area) => (
          <li key={area.to}>
            <NavLink to={area.to} className={styles.area}>
              {area.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LabDesk() {
  const heading = usePageHeading('Lab desk');
  return (
    <Stack gap="lg">
      <PageHeader
        title="Lab desk"
        headingProps={{ ref: heading, tabIndex: -1 }}
        description="Submitted orders of every practice: lab statuses, accession numbers, reports and prior authorizations."
      />
      <LabDeskAreas />
      <Routes>
        <Route index element={<Navigate to="orders" replace />} />
        <Route path="orders" element={<LabDeskOrderList />} />
        <Route path="orders/:orderId" element={<LabDeskOrderView />} />
        <Route path="supply-orders" element={<LabDeskSupplyOrders />} />
        <Route path="messages" element={<LabDeskMessages />} />
        <Route path="people" element={<LabDeskPeople />} />
        <Route path="settings" element={<LabDeskSettings />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Stack>
  );
}

/** The desk's gate: sign-in for visitors, 404 for users without the lab-staff role. */
export function LabDeskPage() {
  const snapshot = useSessionSnapshot();
  const { session } = usePortalServices();
  const location = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (snapshot.status !== 'logged-out' || started.current) return;
    started.current = true;
    void session.signIn(location.pathname + location.search + location.hash);
  }, [snapshot.status, session, location]);

  if (snapshot.status !== 'logged-in') {
    return (
      <p role="status">
        {snapshot.status === 'unknown' ? 'Loading…' : 'Taking you to the sign-in page…'}
      </p>
    );
  }
  if (!isLabStaff(snapshot)) return <NotFoundPage />;
  return <LabDesk />;
}

export { LabDeskPage } from './LabDeskPage.tsx';
export {
  isLabStaff,
  labDeskAreas,
  labDeskOrderHref,
  labDeskPath,
  labStaffRole,
} from './labDeskAccess.ts';

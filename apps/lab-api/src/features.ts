// Every feature of the portal API, registered in one place. A feature is a folder with its
// routes, queries and tests; add its registration here.
import type { FastifyInstance } from 'fastify';
import type { CallRegistry } from './http/register-call.js';
import { registerPeopleRoutes } from './people/people-routes.js';
import { registerProfileRoutes } from './profile/profile-routes.js';
import { registerReferencesRoutes } from './references/references-routes.js';
import { registerSettingsRoutes } from './settings/settings-routes.js';
import { registerSiteServiceKeyRoutes } from './site-service-keys/site-service-keys-routes.js';
import { registerCatalogueGraphql } from './catalogue/catalogue-graphql.js';
import { registerCatalogueRoutes } from './catalogue/catalogue-routes.js';
import { registerFavoritesRoutes } from './favorites/favorites-routes.js';
// Orders and their list, requisition forms, ordering providers, payor rules, benefit
// investigation and prior authorization (issue 7).
import { registerOrderRoutes } from './orders/order-routes.js';
import { registerOrderListRoutes } from './orders/order-list-routes.js';
import { registerRequisitionRoutes } from './requisition/requisition-routes.js';
import { registerOrderingProviderRoutes } from './ordering-providers/ordering-provider-routes.js';
import { registerPayorRoutes } from './payor/payor-routes.js';
import { registerBenefitInvestigationRoutes } from './benefit-investigation/benefit-investigation-routes.js';
import { registerPriorAuthorizationRoutes } from './prior-authorization/prior-authorization-routes.js';
import { registerPartnershipProgramRoutes } from './partnership-programs/partnership-program-routes.js';

// Patients, insurance, EMR look-up, documents and places (issue 6).
import { registerPatientRoutes } from './patients/patient-routes.js';
import { registerInsuranceRoutes } from './insurance/insurance-routes.js';
import { registerEmrRoutes } from './emr/emr-routes.js';
import { registerDocumentRoutes } from './documents/document-routes.js';
import { registerPlacesRoutes } from './places/places-routes.js';
// The external messaging and order-changes API (document 2 section 7.2): messaging, order change
// sets and orders, patient invitations. Its insurance search is the insurance feature's.
import { registerMessagingRoutes } from './messaging/messaging-routes.js';
import { registerMessageAttachmentRoutes } from './messaging/message-attachment-routes.js';
import { registerOrderChangeRoutes } from './order-changes/order-change-routes.js';
import { registerPatientInvitationRoutes } from './patient-invitations/patient-invitation-routes.js';
// Publications and news GraphQL (public).
import { registerPublicationsGraphql } from './publications/publications-graphql.js';
// Sharing reports by e-mail and fax (src/report-sharing/).
import { registerReportSharingRoutes } from './report-sharing/report-sharing-routes.js';
// Results (reports by account, report PDFs, who viewed them) and the lab desk (issue 13).
import { registerResultsRoutes } from './results/results-routes.js';
import { registerLabDeskRoutes } from './lab-desk/lab-desk-routes.js';
// The slice tool and text-to-HPO (issue 15).
import { registerSliceToolRoutes } from './slice-tool/slice-tool-routes.js';
// Supplies, shipping kits, the fulfilment partner's callback and the desk's supply orders.
import { registerSupplyRoutes } from './supplies/supply-routes.js';
// Notifications, live events and the lab desk's answers to messages (issue 14).
import { registerNotificationRoutes } from './notifications/notification-routes.js';
// The lab's downloadable forms (external forms resources page, issue 16).
import { registerLabFormRoutes } from './lab-forms/lab-form-routes.js';
// The dashboard's counts of what needs attention (issue 16).
import { registerDashboardRoutes } from './dashboard/dashboard-routes.js';

export type FeatureRegistration = (app: FastifyInstance, registry: CallRegistry) => void;

export const features: readonly FeatureRegistration[] = [
  registerSettingsRoutes,
  registerProfileRoutes,
  registerPeopleRoutes,
  registerReferencesRoutes,
  registerSiteServiceKeyRoutes,
  registerCatalogueRoutes,
  registerCatalogueGraphql,
  registerPartnershipProgramRoutes,
  registerFavoritesRoutes,
  registerOrderRoutes,
  registerOrderListRoutes,
  registerRequisitionRoutes,
  registerOrderingProviderRoutes,
  registerPayorRoutes,
  registerBenefitInvestigationRoutes,
  registerPriorAuthorizationRoutes,
  registerPatientRoutes,
  registerInsuranceRoutes,
  registerEmrRoutes,
  registerDocumentRoutes,
  registerPlacesRoutes,
  registerPublicationsGraphql,
  registerMessagingRoutes,
  registerMessageAttachmentRoutes,
  registerOrderChangeRoutes,
  registerPatientInvitationRoutes,
  registerReportSharingRoutes,
  registerResultsRoutes,
  registerLabDeskRoutes,
  registerSliceToolRoutes,
  registerSupplyRoutes,
  registerNotificationRoutes,
  registerLabFormRoutes,
  registerDashboardRoutes,
];

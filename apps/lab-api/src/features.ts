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
import { registerOrderingFeatures } from './orders/ordering-features.js';
import { registerPartnershipProgramRoutes } from './partnership-programs/partnership-program-routes.js';

// Patients, insurance, EMR look-up, documents and places (issue 6).
import { registerPatientRoutes } from './patients/patient-routes.js';
import { registerInsuranceRoutes } from './insurance/insurance-routes.js';
import { registerEmrRoutes } from './emr/emr-routes.js';
import { registerDocumentRoutes } from './documents/document-routes.js';
import { registerPlacesRoutes } from './places/places-routes.js';
// The external messaging and order-changes API (src/messaging/, order-changes/, patient-invitations/).
import { registerMessagingFeatures } from './messaging/messaging-features.js';
// Publications and news GraphQL (public).
import { registerPublicationsGraphql } from './publications/publications-graphql.js';
// Results (reports by account, report PDFs, who viewed them) and the lab desk (issue 13).
import { registerResultsRoutes } from './results/results-routes.js';
import { registerLabDeskRoutes } from './lab-desk/lab-desk-routes.js';

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
  registerOrderingFeatures,
  registerPatientRoutes,
  registerInsuranceRoutes,
  registerEmrRoutes,
  registerDocumentRoutes,
  registerPlacesRoutes,
  registerPublicationsGraphql,
  registerMessagingFeatures,
  registerResultsRoutes,
  registerLabDeskRoutes,
];

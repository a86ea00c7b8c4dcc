// The shared test harness of the server's feature tests (see harness.ts).
export {
  startTimeout,
  useLoggedApp,
  usePortalFilesApp,
  useFixtures,
  useTestDatabase,
  useTestServer,
  type LoggedApp,
  type PortalFilesApp,
  type TestDatabaseOptions,
  type TestServerOptions,
} from './harness.js';
export {
  answerData,
  answerFailure,
  portalBase,
  portalCall,
  postGraphql,
  type Failure,
  type GraphqlAnswer,
} from './http.js';
export { signInThroughProvider, type SignInResult } from './sign-in.js';
export { testDatabaseKind, type TestDatabase } from './test-database.js';
export {
  demoPassword,
  demoUsers,
  strangerEmail,
  type TestServer,
  type TokenOptions,
} from './test-server.js';

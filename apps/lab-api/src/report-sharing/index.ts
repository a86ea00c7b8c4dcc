export { registerReportSharingRoutes } from './report-sharing-routes.js';
export { reportMail, reportMailSubject, senderName, toFaxJob } from './report-sharing-rules.js';

// The results feature's surface for other features (sharing, the lab desk).
export { findReportFile, readableReportFile, type ReportFile } from './report-records.js';
export { canReadReportsOf, reportAccountIds, reportReaderRoles } from './results-rules.js';
export { renderReportPdf, reportFileName, reportTitle, type ReportContent } from './report-pdf.js';

export { ReportListPage } from './ReportListPage.tsx';
export { ReportViewPage } from './ReportViewPage.tsx';
export { OrderReportsLink } from './OrderReportsLink.tsx';
export { reportListHref } from './reportList.ts';

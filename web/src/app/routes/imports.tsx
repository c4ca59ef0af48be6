export { ImportReportScreen as Component } from '../../features/family/components/import-report-screen';

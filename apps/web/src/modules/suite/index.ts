export { CsvImportDialog } from './lazy-csv-import-dialog';
export { MoneyInput, moneyError } from './money-input';
export { customerColumn, vehicleColumn } from './suite-columns';
export { suiteDate } from './suite-dates';
export { suitePlanState } from './suite-plan-state';
export { CsvListActions, FilterTabs, Panel, SearchBox, SuitePageHeader } from './suite-page';
export { NAMESPACE as SUITE_NAMESPACE } from './suite.texts';
export { useSuiteMessage } from './use-suite-message';

/** What other modules and the app use of filter (docs/decisions/0109): the module's one public face. */
export { filterV2Routes } from './filter-v2.routes';
export { patchEnrollment } from './filter.repository';
export { filterRoutes } from './filter.routes';
export { addFilterForNewUser, hasPremierPlan, maskStepData, moveFilterPlace, readTempInfo } from './filter.service';
export { serviceRoutes } from './service.routes';

/** What other modules and the app use of enrollment (docs/decisions/0109): the module's one public face. */
export { agreementRoutes } from './agreement.routes';
export { maskEmail, signatureBytes, type Signer, textsHash } from './agreement.service';
export { beneficiaryRoutes } from './beneficiary.routes';
export { billingRoutes } from './billing.routes';
export { completeEnrollment, requireStepsSaved } from './completion.service';
export { dependentRoutes } from './dependent.routes';
export { employerRoutes } from './employer.routes';
export { healthRoutes } from './health.routes';
export { personalRoutes } from './personal.routes';
export { reviewRoutes } from './review.routes';
export { lockEnrollment } from './tab-storage.repository';
export { readEnrollmentTabs, saveEnrollmentTab, withLockedTabs } from './tab-storage';
export { tabRoutes } from './tabs.routes';
export { dynamicTabs } from './tabs.service';

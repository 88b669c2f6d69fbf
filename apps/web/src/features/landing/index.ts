/** What the app composes from the landing feature (routes, the plan pages' Edit popup). */
export { LandingFinder, type LandingFinderProps } from './components/landing-finder';
export { landingVariantOf, type LandingVariant } from './components/landing-variant';
export { FilterWizard, type FilterWizardProps } from './components/filter-wizard';
export { FilterForm, type FilterFormProps } from './components/filter-form';
export { FeaturedPlans, RecommendedStrip } from './components/plan-strips';

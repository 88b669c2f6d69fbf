import type { TabName } from '@benefit-store/domain';
import { createContext, useContext } from 'react';

/** The site setting that holds each step's icon (spec 001 §7 get-external-site-dynamic-information: step icons). */
export const STEP_ICON_SETTINGS: Record<TabName, string> = {
  primary_info: 'step_icon_personal',
  contact_info: 'step_icon_contact',
  employer_info: 'step_icon_employer',
  beneficiary_info: 'step_icon_beneficiary',
  primary_health_info: 'step_icon_health',
  dependent_info: 'step_icon_dependent',
  review_info: 'step_icon_review',
  agreement_info: 'step_icon_agreement',
  billing_info: 'step_icon_billing',
};

/** The site's images the wizard shows, from the cached site settings (a missing one is simply not shown). */
export type WizardImages = { stepIcon: (tab: TabName) => string | undefined; setting: (key: string) => string | undefined };

export const NO_WIZARD_IMAGES: WizardImages = { stepIcon: () => undefined, setting: () => undefined };

/** Builds the wizard's images from the site settings map. */
export function wizardImagesFrom(settings: ReadonlyMap<string, string>): WizardImages {
  const setting = (key: string) => settings.get(key) || undefined;
  return { setting, stepIcon: (tab) => setting(STEP_ICON_SETTINGS[tab]) };
}

export const WizardImagesContext = createContext<WizardImages>(NO_WIZARD_IMAGES);
export const useWizardImages = () => useContext(WizardImagesContext);

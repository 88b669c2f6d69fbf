import { useBranding } from '@/features/sites/branding/use-branding';
import { WizardLayout } from '@/features/enrollment/wizard-layout';
import { wizardImagesFrom } from '@/features/enrollment/wizard-images';

/** The enrollment wizard with the site's images (step icons, review and thank-you images) from the cached settings. */
export function EnrollmentRoute() {
  const { settings } = useBranding();
  return <WizardLayout images={wizardImagesFrom(settings)} />;
}

import { Outlet } from 'react-router';
import { HelpWidget, LocationBanner } from '@/features/engagement';
import { ASSOCIATION_VIDEO_SETTING, AssociationBanner } from '@/features/membership/components/association-banner';
import { useTicketLink } from '@/features/sites/api/get-ticket-link';
import { useBranding } from '@/features/sites/branding/use-branding';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StaffContextBar } from './staff-context-bar';
import classes from './shell-layout.module.css';

/** The store's pages: header (with the help widget), the signed-in staff's bar, association banner, content, footer, and the location banner held at the foot of the screen. */
export function ShellLayout() {
  const ticketLink = useTicketLink().data?.link;
  const { branding, settings, areSettingsPending } = useBranding();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader help={<HelpWidget ticketLink={ticketLink} feedbackEmail={branding.email} />} />
      <StaffContextBar />
      <AssociationBanner videoUrl={settings.get(ASSOCIATION_VIDEO_SETTING)} isSettled={!areSettingsPending} />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {/* Last, held at the foot of the screen: it appears when check-lead-information answers, after the first paint, and must not push the page down (docs/decisions/0060). */}
      <LocationBanner />
    </>
  );
}

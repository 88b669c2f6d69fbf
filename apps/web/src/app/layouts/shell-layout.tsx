import { Outlet } from 'react-router';
import { HelpWidget, LocationBanner } from '@/features/engagement';
import { ASSOCIATION_VIDEO_SETTING, AssociationBanner } from '@/features/membership/components/association-banner';
import { useTicketLink } from '@/features/sites/api/get-ticket-link';
import { useBranding } from '@/features/sites/branding/use-branding';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StaffContextBar } from './staff-context-bar';
import classes from './shell-layout.module.css';

/** The store's pages: header (with the help widget), the signed-in staff's bar, location and association banners, content, footer. */
export function ShellLayout() {
  const ticketLink = useTicketLink().data?.link;
  const { branding, settings } = useBranding();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader help={<HelpWidget ticketLink={ticketLink} feedbackEmail={branding.email} />} />
      <StaffContextBar />
      <LocationBanner />
      <AssociationBanner videoUrl={settings.get(ASSOCIATION_VIDEO_SETTING)} />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

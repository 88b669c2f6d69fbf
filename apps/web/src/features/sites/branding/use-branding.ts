import { useLocation } from 'react-router';
import { staffPageRole } from '@/config/paths';
import { useStoredSession } from '@/lib/use-stored-session';
import { useAgentLandingInfo } from '../api/get-agent-landing-info';
import { useGroupLandingInfo } from '../api/get-group-landing-info';
import { useSiteSettings, type SiteSettingsMap } from '@/lib/calls/get-site-settings';
import { useHostContext } from '../use-host-context';
import { composeBranding, resolveBrandingSource, type Branding } from './compose-branding';

const NO_SETTINGS: SiteSettingsMap = new Map();

export interface BrandingState {
  branding: Branding;
  settings: SiteSettingsMap;
  /** True until the rep's or group's branding has arrived (or failed). */
  isPending: boolean;
  /** True until the site's settings have arrived (or failed); `settings` is empty until then. */
  areSettingsPending: boolean;
}

/** The page's branding: server landing info of the session's rep or group (the signed-in party's on their own pages), plus site settings. */
export function useBranding(): BrandingState {
  const session = useStoredSession();
  const { host } = useHostContext();
  const source = resolveBrandingSource(session, staffPageRole(useLocation().pathname));
  const agent = useAgentLandingInfo(source.kind === 'agent' ? source.agentId : null);
  const group = useGroupLandingInfo(source.kind === 'group' ? source.groupId : null);
  const settingsQuery = useSiteSettings(host);
  const settings = settingsQuery.data ?? NO_SETTINGS;

  const partyPending = (source.kind === 'agent' && agent.isPending) || (source.kind === 'group' && group.isPending);
  return {
    branding: composeBranding({ source, agent: agent.data, group: group.data, settings }),
    settings,
    isPending: partyPending || settingsQuery.isPending,
    areSettingsPending: settingsQuery.isPending,
  };
}

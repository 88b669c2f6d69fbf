import { Button, CloseButton, Container, Group, Text, ThemeIcon } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useStoredSession } from '@/lib/use-stored-session';
import { useCheckLead } from '../api/check-lead-information';
import { useStoreLeadInformation } from '../api/get-lead-information';
import { currentWebUrl, useDeviceId } from '../device-id';
import classes from './location-banner.module.css';

/** Closing (not answering) hides the banner for this browser session only. */
const CLOSED_KEY = 'locationBannerClosed';

function wasClosedThisSession(): boolean {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberClosed(): void {
  try {
    sessionStorage.setItem(CLOSED_KEY, '1');
  } catch {
    // Without session storage the banner simply stays closed until the next page load.
  }
}

/** 'Allow' also asks the browser for its location permission; the position itself is not sent anywhere. */
function askBrowserPermission(): void {
  navigator.geolocation?.getCurrentPosition(
    () => undefined,
    () => undefined,
  );
}

/**
 * The location-permission banner (spec 000 §2, §4): shown while check-lead-information says so;
 * 'Allow' and 'Don't Allow' record the answer (get-lead-information store_information 1 or 0)
 * and hide it; the close button hides it for the session.
 */
export function LocationBanner() {
  const deviceId = useDeviceId();
  const [webUrl] = useState(currentWebUrl);
  const { agentId, groupId } = useStoredSession();
  const [isHidden, setHidden] = useState(wasClosedThisSession);
  const check = useCheckLead(deviceId === null ? null : { device_id: deviceId, web_url: webUrl, agent_id: agentId });
  const storeLead = useStoreLeadInformation();

  if (isHidden || deviceId === null || check.data?.show_banner !== true) return null;

  const answer = (isAllowed: boolean) => {
    if (isAllowed) askBrowserPermission();
    storeLead.mutate({
      store_information: isAllowed ? '1' : '0',
      device_id: deviceId,
      web_url: webUrl,
      group_id: groupId,
      agent_id: agentId,
    });
    setHidden(true);
  };

  return (
    <aside className={classes.banner} aria-label="Location permission">
      <Container size="lg" className={classes.inner}>
        <Group wrap="nowrap" gap="sm" className={classes.message}>
          <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
            <IconMapPin size={20} />
          </ThemeIcon>
          <Text fz="sm">
            <strong>Show plans for where you are?</strong> Allow us to use your location so we can show the plans and prices in your area.
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <Button size="xs" onClick={() => answer(true)}>
            Allow
          </Button>
          <Button size="xs" variant="default" onClick={() => answer(false)}>
            Don&apos;t Allow
          </Button>
          <CloseButton
            aria-label="Close location banner"
            onClick={() => {
              rememberClosed();
              setHidden(true);
            }}
          />
        </Group>
      </Container>
    </aside>
  );
}

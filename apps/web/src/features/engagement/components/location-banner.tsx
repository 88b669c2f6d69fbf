import { Button, CloseButton, Container, Group, Loader, Text, ThemeIcon } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { describeLocatedZip, setLocatedZip, type LocatedZip } from '@/lib/located-zip';
import { useStoredSession } from '@/lib/use-stored-session';
import { useCheckLead } from '../api/check-lead-information';
import { useStoreLeadInformation } from '../api/get-lead-information';
import { useNearestZipCode } from '../api/get-nearest-zip-code';
import { currentWebUrl, useDeviceId } from '../device-id';
import { mayAskLocation, rememberLocationAnswered } from '../location-ask';
import classes from './location-banner.module.css';

type Outcome = { kind: 'locating' } | { kind: 'found'; place: LocatedZip } | { kind: 'not-found' };

/** The browser's position, or null when the visitor refuses it or the browser cannot tell. */
function browserPosition(): Promise<GeolocationCoordinates | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      () => resolve(null),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  });
}

/**
 * The location-permission banner (spec 000 §2, §4): shown while check-lead-information says so;
 * 'Allow' and 'Don't Allow' record the answer (get-lead-information store_information 1 or 0).
 * 'Allow' then asks the browser for its position and, with permission, fills the plan finder with
 * the nearest zip of the zip database and says so; refused, nothing changes and the banner goes
 * (docs/decisions/0040). An answer or the close button is remembered on the device: the banner
 * does not come back, and it never shows in the enrollment wizard (docs/decisions/0104).
 */
export function LocationBanner() {
  const deviceId = useDeviceId();
  const [webUrl] = useState(currentWebUrl);
  const { pathname } = useLocation();
  const { agentId, groupId } = useStoredSession();
  const [isHidden, setHidden] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Read as the page shows, not after each answer: 'Allow' still shows what it found.
  const mayAsk = outcome !== null || mayAskLocation(pathname);
  const check = useCheckLead(deviceId === null || !mayAsk ? null : { device_id: deviceId, web_url: webUrl, agent_id: agentId });
  const storeLead = useStoreLeadInformation();
  const nearestZip = useNearestZipCode();

  if (isHidden || deviceId === null || !mayAsk) return null;
  if (outcome === null && check.data?.show_banner !== true) return null;

  const close = () => {
    rememberLocationAnswered();
    setHidden(true);
  };

  const locate = async () => {
    setOutcome({ kind: 'locating' });
    const position = await browserPosition();
    if (!position) {
      setHidden(true);
      return;
    }
    try {
      const place = await nearestZip.mutateAsync({ latitude: position.latitude, longitude: position.longitude });
      setLocatedZip(place);
      setOutcome({ kind: 'found', place });
    } catch {
      setOutcome({ kind: 'not-found' });
    }
  };

  const answer = (isAllowed: boolean) => {
    rememberLocationAnswered();
    storeLead.mutate({
      store_information: isAllowed ? '1' : '0',
      device_id: deviceId,
      web_url: webUrl,
      group_id: groupId,
      agent_id: agentId,
    });
    if (isAllowed) void locate();
    else setHidden(true);
  };

  if (outcome !== null) {
    return (
      <aside className={classes.banner} aria-label="Your location">
        <Container size="lg" className={classes.inner}>
          <Group wrap="nowrap" gap="sm" className={classes.message} role="status">
            {outcome.kind === 'locating' ? <Loader size="sm" aria-hidden /> : null}
            <Text fz="sm">{outcomeText(outcome)}</Text>
          </Group>
          {outcome.kind === 'locating' ? null : (
            <CloseButton aria-label="Close location message" onClick={close} className={classes.actions} />
          )}
        </Container>
      </aside>
    );
  }

  return (
    <aside className={classes.banner} aria-label="Location permission">
      <Container size="lg" className={classes.inner}>
        <Group wrap="nowrap" gap="sm" className={classes.message}>
          <ThemeIcon variant="light" radius="xl" size={36} aria-hidden className={classes.icon}>
            <IconMapPin size={20} />
          </ThemeIcon>
          <Text fz="sm">
            <strong>Show plans for where you are?</strong>{' '}
            <span className={classes.detail}>We can fill in your zip code from your location.</span>
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <Button size="xs" onClick={() => answer(true)}>
            Allow
          </Button>
          <Button size="xs" variant="default" onClick={() => answer(false)}>
            Don&apos;t Allow
          </Button>
          <CloseButton aria-label="Close location banner" onClick={close} />
        </Group>
      </Container>
    </aside>
  );
}

function outcomeText(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'locating':
      return 'Finding the zip code nearest to you…';
    case 'found':
      return `Your nearest zip code is ${describeLocatedZip(outcome.place)}. We filled it in for you in the plan finder.`;
    case 'not-found':
      return 'We could not find a US zip code near your location. Please type your zip code in the plan finder.';
  }
}

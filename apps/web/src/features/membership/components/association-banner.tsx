import { Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SiteSettingKey } from '@benefit-store/domain';
import { IconPlayerPlayFilled, IconUsersGroup } from '@tabler/icons-react';
import { lazy } from 'react';
import { MountOnceOpened } from '@/components/ui/mount-once-opened';
import classes from './association-banner.module.css';

const AssociationModal = lazy(async () => ({ default: (await import('./association-modal')).AssociationModal }));

/** Spec 000 §1: "Access to plans requires joining an association; a banner says so and offers a video modal." */
export const ASSOCIATION_BANNER_TEXT = 'Access to plans requires joining an association';
/** The site setting holding the association's video (a video file or an embeddable player address). */
export const ASSOCIATION_VIDEO_SETTING: SiteSettingKey = 'association_video_url';

export interface AssociationBannerProps {
  /** The site's association video; without one the modal explains in words only (never a dead player). */
  videoUrl: string | undefined;
  /** False while the site's settings are loading: the button waits for them in a slot of its own size, so its label never changes on screen. */
  isSettled?: boolean;
}

/**
 * The shell's association banner (spec 000 §1): plans are sold to members of the benefits
 * association, which the banner says in one line; its button opens a modal with the association's
 * video (when the site has one) and what membership gives (docs/decisions/0040).
 */
export function AssociationBanner({ videoUrl, isSettled = true }: AssociationBannerProps) {
  const [isOpen, modal] = useDisclosure(false);
  const video = videoUrl?.trim() || undefined;
  return (
    <aside className={classes.banner} aria-label="Association membership">
      <Container size="lg" className={classes.inner}>
        <Group gap="xs" wrap="nowrap" className={classes.message}>
          <IconUsersGroup size={18} aria-hidden className={classes.icon} />
          <Text fz="sm" fw={600}>
            {ASSOCIATION_BANNER_TEXT}
          </Text>
        </Group>
        {/* Which button depends on the site's video setting; until it is known the slot keeps the button's room empty. */}
        <div className={classes.actionSlot}>
          {isSettled ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="brand"
              onClick={modal.open}
              leftSection={video ? <IconPlayerPlayFilled size={14} aria-hidden /> : null}
              className={classes.action}
            >
              {video ? 'Watch the video' : 'How it works'}
            </Button>
          ) : null}
        </div>
      </Container>
      <MountOnceOpened opened={isOpen}>
        <AssociationModal opened={isOpen} onClose={modal.close} videoUrl={video} />
      </MountOnceOpened>
    </aside>
  );
}

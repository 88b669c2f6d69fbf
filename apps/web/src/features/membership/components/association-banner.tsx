import { Anchor, Button, Container, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SiteSettingKey } from '@benefit-store/domain';
import { IconPlayerPlayFilled, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './association-banner.module.css';

/** Spec 000 §1: "Access to plans requires joining an association; a banner says so and offers a video modal." */
export const ASSOCIATION_BANNER_TEXT = 'Access to plans requires joining an association';
/** The site setting holding the association's video (a video file or an embeddable player address). */
export const ASSOCIATION_VIDEO_SETTING: SiteSettingKey = 'association_video_url';

export interface AssociationBannerProps {
  /** The site's association video; without one the modal explains in words only (never a dead player). */
  videoUrl: string | undefined;
}

const isVideoFile = (url: string) => /\.(mp4|webm|ogg)(\?|#|$)/i.test(url);

function AssociationVideo({ url }: { url: string }) {
  if (isVideoFile(url)) {
    return (
      // The store's explainer has no speech; its words are also in the text beside it.
      <video className={classes.video} src={url} controls preload="metadata" aria-label="How association membership works" />
    );
  }
  return (
    <iframe
      className={classes.video}
      src={url}
      title="How association membership works"
      allow="encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/**
 * The shell's association banner (spec 000 §1): plans are sold to members of the benefits
 * association, which the banner says in one line; its button opens a modal with the association's
 * video (when the site has one) and what membership gives (docs/decisions/0040).
 */
export function AssociationBanner({ videoUrl }: AssociationBannerProps) {
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
      </Container>
      <Modal opened={isOpen} onClose={modal.close} title="Why join the association?" size="lg" centered>
        <Stack gap="md">
          {video ? <AssociationVideo url={video} /> : null}
          <Text>
            The plans in this store are offered to members of our benefits association, an association of over 100,000 members and their
            families. Joining takes one step: a membership is added to your cart with the first plan that needs it.
          </Text>
          <List spacing={6}>
            <List.Item>One monthly membership covers your whole family.</List.Item>
            <List.Item>Members get group rates on insurance plans and lifestyle benefits.</List.Item>
            <List.Item>Membership includes extras such as a health coach, a prescription card and travel discounts.</List.Item>
          </List>
          <Anchor component={Link} to={paths.newMembership} onClick={modal.close} fw={600}>
            Compare the memberships
          </Anchor>
        </Stack>
      </Modal>
    </aside>
  );
}

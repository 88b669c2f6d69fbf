import { Anchor, List, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './association-banner.module.css';

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

export interface AssociationModalProps {
  opened: boolean;
  onClose: () => void;
  /** The site's association video; without one the modal explains in words only (never a dead player). */
  videoUrl: string | undefined;
}

/** 'Why join the association?': the association's video (when the site has one) and what membership gives. */
export function AssociationModal({ opened, onClose, videoUrl }: AssociationModalProps) {
  return (
  <Modal opened={opened} onClose={onClose} title="Why join the association?" size="lg" centered>
    <Stack gap="md">
      {videoUrl ? <AssociationVideo url={videoUrl} /> : null}
      <Text>
        The plans in this store are offered to members of our benefits association, an association of over 100,000 members and their
        families. Joining takes one step: a membership is added to your cart with the first plan that needs it.
      </Text>
      <List spacing={6}>
        <List.Item>One monthly membership covers your whole family.</List.Item>
        <List.Item>Members get group rates on insurance plans and lifestyle benefits.</List.Item>
        <List.Item>Membership includes extras such as a health coach, a prescription card and travel discounts.</List.Item>
      </List>
      <Anchor component={Link} to={paths.newMembership} onClick={onClose} fw={600}>
        Compare the memberships
      </Anchor>
    </Stack>
  </Modal>
  );
}

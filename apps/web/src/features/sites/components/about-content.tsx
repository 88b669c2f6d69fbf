import { Skeleton, Stack, Text } from '@mantine/core';
import { SafeHtml } from '@/components/ui/safe-html';
import { useAgentAboutInfo } from '../api/get-agent-about-info';
import { useGroupAboutInfo } from '../api/get-group-about-info';
import type { BrandingSource } from '../branding/compose-branding';
import { AboutFrame, aboutTitle } from './about-frame';

export interface AboutContentProps {
  source: Exclude<BrandingSource, { kind: 'default' }>;
}

/** The About modal's title and text for a rep or group; loaded with the modal so DOMPurify stays off the landing bundle. */
export function AboutContent({ source }: AboutContentProps) {
  const agent = useAgentAboutInfo(source.kind === 'agent' ? source.agentId : null, true);
  const group = useGroupAboutInfo(source.kind === 'group' ? source.groupId : null, true);
  const query = source.kind === 'agent' ? agent : group;

  const about =
    source.kind === 'agent' && agent.data
      ? { name: agent.data.display_about_name ?? agent.data.display_name, html: agent.data.agent_bio }
      : source.kind === 'group' && group.data
        ? { name: group.data.display_about_name ?? group.data.display_name, html: group.data.gweb_aboutus }
        : undefined;

  if (query.isPending) {
    return (
      <AboutFrame title="About">
        <Stack gap="xs" aria-label="Loading">
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
        </Stack>
      </AboutFrame>
    );
  }
  if (!about) {
    return (
      <AboutFrame title="About">
        <Text c="dimmed">This information is not available right now. Please try again later.</Text>
      </AboutFrame>
    );
  }
  return (
    <AboutFrame title={aboutTitle(about.name)}>
      {about.html ? <SafeHtml html={about.html} lh={1.65} /> : <Text c="dimmed">No description yet.</Text>}
    </AboutFrame>
  );
}

import type { AgentEnrollInfoSchema } from '@benefit-store/domain';
import { Button, Group, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type * as z from 'zod';
import { paths } from '@/config/paths';
import { useStoredSession } from '@/lib/use-stored-session';
import { useAgentInfoEnroll } from './api/get-agent-info-enroll';
import { EnrollForChoice, type EnrollFor } from './components/enroll-for-choice';
import { HomeFrame, HomePanel } from './components/home-frame';
import { RepStartModal } from './components/rep-start-modal';
import { isLifestyleHost } from './is-lifestyle-host';
import { isElevateVisitor, startNewMemberEnrollment, storePortal } from './start-enrollment';

export const fullNameOf = (agent: z.infer<typeof AgentEnrollInfoSchema>) =>
  [agent.agent_fname, agent.agent_mname, agent.agent_lname].filter((part) => part?.trim()).join(' ');

/** Rep home (spec 000 §2): welcome, New or Current Member, then portal and group for a new one. */
export function AgentHomePage() {
  const session = useStoredSession();
  const navigate = useNavigate();
  const agent = useAgentInfoEnroll(session.agentId);
  const [enrollFor, setEnrollFor] = useState<EnrollFor>('new');
  const [isChooserOpen, setChooserOpen] = useState(false);

  const start = (groupId: number | null) => {
    startNewMemberEnrollment({ eprocess: 'rep', groupId });
    void navigate(paths.enrollmentHome);
  };

  const onStartEnrollment = () => {
    if (enrollFor === 'current') void navigate(paths.agentSelectMember);
    // Elevate's visitors enroll under the site's own group and portal: no chooser.
    else if (isElevateVisitor(session.fromSite)) start(session.groupId);
    else setChooserOpen(true);
  };

  const name = agent.data ? fullNameOf(agent.data) : agent.isError ? '' : null;
  return (
    <HomeFrame
      breadcrumbs={isLifestyleHost() ? [] : [{ label: 'Home', to: paths.home }, { label: 'Rep home' }]}
      title={name === null ? null : name ? `Welcome ${name}` : 'Welcome'}
      subtitle="Start an enrollment for someone new, or add plans for a member you already serve."
      documentTitle="Rep home"
    >
      <HomePanel>
        <Stack gap="lg">
          <EnrollForChoice value={enrollFor} onChange={setEnrollFor} />
          <Group justify="flex-end">
            <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={onStartEnrollment}>
              Start Enrollment
            </Button>
          </Group>
        </Stack>
      </HomePanel>
      <RepStartModal
        opened={isChooserOpen}
        agentId={session.agentId}
        onClose={() => setChooserOpen(false)}
        onPortalChosen={storePortal}
        onStart={start}
      />
    </HomeFrame>
  );
}

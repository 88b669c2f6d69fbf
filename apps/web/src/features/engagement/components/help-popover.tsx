import { ActionIcon, Group, Popover, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconMessageCircle, IconMessageDots, IconTicket, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useStoredSession } from '@/lib/use-stored-session';
import { currentWebUrl, useDeviceId } from '../device-id';
import classes from './help-widget.module.css';
import { HelpLauncher, type HelpWidgetProps } from './help-widget';
import { RepChat } from './rep-chat';

type View = 'options' | 'chat';

interface OptionProps {
  icon: typeof IconTicket;
  title: string;
  text: string;
}

function OptionBody({ icon: Icon, title, text }: OptionProps) {
  return (
    <Group wrap="nowrap" gap="md" align="flex-start">
      <span className={classes.optionIcon} aria-hidden>
        <Icon size={20} stroke={1.8} />
      </span>
      <span>
        <Text fw={600} component="span" display="block">
          {title}
        </Text>
        <Text fz="sm" c="dimmed" component="span" display="block">
          {text}
        </Text>
      </span>
    </Group>
  );
}

/** The help widget's panel, loaded on the launcher's first click and open from then on. */
export function HelpPopover({ ticketLink, feedbackEmail }: HelpWidgetProps) {
  const [isOpen, setOpen] = useState(true);
  const [view, setView] = useState<View>('options');
  const { agentId } = useStoredSession();
  const deviceId = useDeviceId();
  const feedbackHref = feedbackEmail ? `mailto:${feedbackEmail}?subject=${encodeURIComponent('Feedback')}` : ticketLink;

  const close = () => {
    setOpen(false);
    setView('options');
  };

  return (
    <Popover
      opened={isOpen}
      onChange={(opened) => (opened ? setOpen(true) : close())}
      position="bottom-end"
      offset={8}
      width={380}
      shadow="xl"
      radius="lg"
      trapFocus
      returnFocus
      withinPortal
      classNames={{ dropdown: classes.panel }}
    >
      <Popover.Target>
        <HelpLauncher isOpen={isOpen} onClick={() => (isOpen ? close() : setOpen(true))} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby="help-widget-title">
        <Group justify="space-between" wrap="nowrap" className={classes.header}>
          <Group gap="xs" wrap="nowrap">
            {view === 'chat' ? (
              <ActionIcon variant="subtle" color="white" aria-label="Back to help options" onClick={() => setView('options')}>
                <IconArrowLeft size={18} />
              </ActionIcon>
            ) : null}
            <Title order={2} id="help-widget-title" fz="md" c="white">
              {view === 'chat' ? 'Contact Rep' : 'We are here to help you'}
            </Title>
          </Group>
          <ActionIcon variant="subtle" color="white" aria-label="Close help" onClick={close}>
            <IconX size={18} />
          </ActionIcon>
        </Group>
        <div className={classes.body}>
          {view === 'options' ? (
            <Stack gap="xs">
              {ticketLink ? (
                <UnstyledButton component="a" href={ticketLink} target="_blank" rel="noopener noreferrer" className={classes.option}>
                  <OptionBody icon={IconTicket} title="Create Ticket" text="Report a problem or ask our support team." />
                </UnstyledButton>
              ) : null}
              {feedbackHref ? (
                <UnstyledButton
                  component="a"
                  href={feedbackHref}
                  target={feedbackEmail ? undefined : '_blank'}
                  rel="noopener noreferrer"
                  className={classes.option}
                >
                  <OptionBody icon={IconMessageDots} title="Feedback" text="Tell us what we can do better." />
                </UnstyledButton>
              ) : null}
              <UnstyledButton className={classes.option} onClick={() => setView('chat')}>
                <OptionBody icon={IconMessageCircle} title="Contact Rep" text="Answer a few questions and a rep will reach out." />
              </UnstyledButton>
            </Stack>
          ) : deviceId ? (
            <RepChat deviceId={deviceId} webUrl={currentWebUrl()} agentId={agentId} />
          ) : null}
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}

import { Button } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { lazy, useState, type ComponentPropsWithRef } from 'react';
import { MountOnceOpened } from '@/components/ui/mount-once-opened';
import classes from './help-widget.module.css';

const HelpPopover = lazy(async () => ({ default: (await import('./help-popover')).HelpPopover }));

export interface HelpWidgetProps {
  /** Where support tickets are filed (get-ticket-link); the options that need it hide without it. */
  ticketLink: string | null | undefined;
  /** Feedback goes by e-mail when the site has an address, else through the ticket link. */
  feedbackEmail?: string | null | undefined;
}

export interface HelpLauncherProps extends ComponentPropsWithRef<'button'> {
  isOpen: boolean;
  onClick: () => void;
}

/** The 'Help' button that opens and closes the panel (the popover's target: it passes on the popover's ref and props). */
export function HelpLauncher({ isOpen, onClick, ...targetProps }: HelpLauncherProps) {
  return (
    <Button
      {...targetProps}
      className={classes.launcher}
      radius="xl"
      size="compact-sm"
      variant="white"
      color="brand"
      leftSection={<IconHeadset size={16} aria-hidden />}
      onClick={onClick}
      aria-expanded={isOpen}
      aria-label={isOpen ? 'Close help' : 'Help'}
    >
      Help
    </Button>
  );
}

/**
 * The help widget (spec 000 §2 "Location-permission banner and help widget"): 'We are here to
 * help you' with Create Ticket, Feedback and Contact Rep, the rep chat. Its launcher sits in the
 * header's top bar, where it never covers the page (docs/decisions/0040); the panel and the chat
 * load on its first click (docs/decisions/0059).
 */
export function HelpWidget(props: HelpWidgetProps) {
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <div className={classes.anchor}>
      <MountOnceOpened opened={hasOpened} placeholder={<HelpLauncher isOpen={false} onClick={() => setHasOpened(true)} />}>
        <HelpPopover {...props} />
      </MountOnceOpened>
    </div>
  );
}

import { Button } from '@mantine/core';
import { IconArrowRight, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CardPage } from '@/components/ui/card-page';
import { PageStatus } from '@/components/ui/page-status';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { directContinueQuery } from './api/direct-continue';
import { resumeSession } from './resume-session';

const LINK_FAILED = 'This link could not be opened. Please continue with the code from your e-mail.';

/** The server's word on a link that no longer opens (used, expired, replaced, unknown), else a general one. */
function linkFailure(error: unknown): string {
  if (!isApiError(error)) return LINK_FAILED;
  return error.fieldMessage('enrollment_id') ?? (error.message || LINK_FAILED);
}

/**
 * /direct-continue/{link}/{tab} (spec 001 §2 "Direct-continue"): no page of its own, only a
 * loader. The link's first part goes to the server as it stands (an unguessable token, DESIGN §3);
 * the server answers the saved tab, so the tab part is not needed. Start-up cleared local storage
 * on entering the route; a link that no longer opens says why and offers the code instead.
 */
export function DirectContinuePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const link = useQuery(directContinueQuery(id));

  useEffect(() => {
    if (link.data) void navigate(resumeSession(link.data.result), { replace: true });
  }, [link.data, navigate]);

  if (link.isError) {
    return (
      <CardPage icon={IconLinkOff} title="We could not open your enrollment" intro={linkFailure(link.error)}>
        <Button component={Link} to={paths.continueEnrollment} size="md" fullWidth rightSection={<IconArrowRight size={18} aria-hidden />}>
          Continue with your code
        </Button>
      </CardPage>
    );
  }
  return <PageStatus label="Opening your enrollment…" />;
}

import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { SIGNING_MESSAGES } from '@benefit-store/domain';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { ApiError } from '@/lib/api-client';
import { useSendToSign } from '../api/signing';

/**
 * "Send to the applicant to sign" on a rep's or group's agreement step (DESIGN §3 "Rep-assisted
 * applications", docs/decisions/0092): beside the code, the applicant may sign through an e-mailed
 * link instead; once they do, the enrollment is complete and this step needs nothing more.
 */
export function SendToSignPanel({ enrollmentId }: { enrollmentId: string }) {
  const send = useSendToSign();
  const problem =
    send.error instanceof ApiError ? (send.error.fieldErrors[0]?.error_message ?? send.error.message) : send.error ? send.error.message : undefined;
  return (
    <Paper withBorder p="md" radius="sm" bg="gray.0">
      <Stack gap="xs" align="flex-start">
        <Title order={3} fz="md">
          Or let the applicant sign
        </Title>
        <Text fz="sm">
          The applicant gets a link by e-mail to review this application, agree to it and sign it themselves. The link works once, for 7 days.
        </Text>
        <Button
          variant="light"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={send.isPending}
          onClick={() => send.mutate({ body: { enrollment_id: enrollmentId } })}
        >
          {SIGNING_MESSAGES.sendToSign}
        </Button>
        {send.isSuccess ? (
          <Alert color="teal" variant="light" role="status" w="100%">
            {send.data.message} ({send.data.sent_to})
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" w="100%">
            {problem}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

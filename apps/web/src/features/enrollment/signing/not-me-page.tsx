import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { SIGNING_MESSAGES } from '@benefit-store/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useReportNotMe } from '../api/signing';

/**
 * /not-me/{token}: the link in the e-mail that tells an applicant who enrolled them (docs/decisions/0093).
 * Nothing happens on opening it: the applicant confirms, and the enrollment is flagged for the agency.
 */
export function NotMePage() {
  const { token = '' } = useParams();
  const report = useReportNotMe();
  return (
    <Container size={640} py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper component="section" aria-labelledby="not-me-title" radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Stack gap="md" align="flex-start">
          {report.isSuccess ? (
            <>
              <IconCircleCheck size={40} color="var(--mantine-color-teal-7)" aria-hidden />
              <Title order={1} fz="h2" id="not-me-title" c="brand.9">
                Thank you
              </Title>
              <Text role="status">{report.data.message}</Text>
            </>
          ) : (
            <>
              <Title order={1} fz="h2" id="not-me-title" c="brand.9">
                Did you ask to be enrolled?
              </Title>
              <Text>
                You received an e-mail saying that a representative or your employer's group enrolled you in benefit plans. If you did not ask
                them to, tell us here and the agency will look into it.
              </Text>
              {report.isError ? (
                <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" w="100%">
                  {report.error.message || SIGNING_MESSAGES.notMeInvalid}
                </Alert>
              ) : null}
              <Button color="red" size="md" loading={report.isPending} onClick={() => report.mutate({ params: { token } })}>
                {SIGNING_MESSAGES.notMeConfirm}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

import { Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SampleEnrollForm } from '../components/sample-enroll-form';
import { SampleNotice } from '../components/sample-notice';

/** /plan_filter: the 'Get Custom Plans' sample form (plan type, birth date, zip, annual income). */
export function PlanFilterSamplePage() {
  const navigate = useNavigate();
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <SampleNotice />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="md">
            <Title order={1} fz="h2">
              Get Custom Plans
            </Title>
            <SampleEnrollForm
              submitLabel="Get Custom Plans"
              onSubmit={({ category }) => void navigate(paths.plans(category))}
              extra={
                <Stack gap={4}>
                  <TextInput label="Annual income" placeholder="e.g. 55000" inputMode="decimal" leftSection="$" />
                  <Text fz="sm" c="dimmed">
                    Annual income is helpful for determining term life plan.
                  </Text>
                </Stack>
              }
            />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

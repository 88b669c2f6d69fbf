import { Anchor, Button, Container, Group, List, Modal, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconSearch, IconStethoscope } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SampleEnrollForm } from '../components/sample-enroll-form';
import { SampleNotice } from '../components/sample-notice';
import classes from './plan-details-sample-page.module.css';

/** /plan_details: a sample plan page (Doctor on Call) with the association explanation and an Enroll Now form. */
export function PlanDetailsSamplePage() {
  const navigate = useNavigate();
  const [modal, setModal] = useState<'association' | 'enroll' | null>(null);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <SampleNotice />
        <Paper radius="md" className={classes.blueBar}>
          Telehealth for the whole household, 24/7
        </Paper>
        <Group gap="lg" wrap="nowrap">
          <ThemeIcon size={72} radius="md" variant="light" aria-hidden>
            <IconStethoscope size={40} />
          </ThemeIcon>
          <div>
            <Text fz="sm" fw={600} c="brand.7" tt="uppercase">
              Lifestyle
            </Text>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              Doctor on Call
            </Title>
            <Text c="dimmed">Talk to a licensed doctor by phone or video in minutes, day or night.</Text>
          </div>
        </Group>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} fz="h3">
              What you get
            </Title>
            <List spacing="xs" icon={<IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />}>
              <List.Item>$0 visits for every member of the household</List.Item>
              <List.Item>Prescriptions sent to your local pharmacy when appropriate</List.Item>
              <List.Item>Pediatric and behavioral health consultations</List.Item>
              <List.Item>No waiting periods and no health questions</List.Item>
            </List>
            <Text fz="sm">
              Available to association members.{' '}
              <Anchor component="button" type="button" fz="sm" onClick={() => setModal('association')}>
                What is the association?
              </Anchor>
            </Text>
            <Group justify="space-between" align="flex-end" mt="sm">
              <div>
                <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
                  Starting From
                </Text>
                <Text fz={28} fw={800} c="brand.7">
                  $14.95
                  <Text component="span" fz="sm" c="dimmed" fw={500}>
                    {' '}
                    per month
                  </Text>
                </Text>
              </div>
              <Button color="accent" size="md" onClick={() => setModal('enroll')}>
                Enroll Now
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>

      <Modal opened={modal === 'association'} onClose={() => setModal(null)} title="About the association">
        <Stack gap="sm">
          <Text>Access to these plans requires joining our association, a non-profit consumer association with over 100,000 members.</Text>
          <Text>Membership gives you group rates negotiated with our carriers and everyday member benefits, for the entire family.</Text>
          <Group justify="flex-end">
            <Button onClick={() => setModal(null)}>OK</Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={modal === 'enroll'} onClose={() => setModal(null)} title="Enroll Now" size="lg">
        <SampleEnrollForm
          submitLabel="Continue"
          defaultPlanType="lifestyle"
          onSubmit={({ category }) => void navigate(paths.plans(category))}
          extra={
            <TextInput
              label="Find a veterinarian"
              placeholder="Search by name or city"
              leftSection={<IconSearch size={16} aria-hidden />}
            />
          }
        />
      </Modal>
    </Container>
  );
}

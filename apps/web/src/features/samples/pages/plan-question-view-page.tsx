import { Alert, Button, Container, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { UsDateInput } from '@/components/ui/us-date-input';
import { SampleNotice } from '../components/sample-notice';

const QUESTIONS = [
  { id: 'tobacco', text: 'Have you used tobacco or nicotine products in any form in the past 12 months?', withDetail: false },
  {
    id: 'tests',
    text: 'Have you had an abnormal mammogram, Pap test, PSA test, colonoscopy or biopsy result that has not been followed up?',
    withDetail: false,
  },
  {
    id: 'illness',
    text: 'In the last 10 years, have you been diagnosed with or treated for cancer, heart disease, stroke or another major illness?',
    withDetail: true,
  },
] as const;

const DETAIL_FIELDS = [
  { key: 'from', label: 'Date from', date: true },
  { key: 'to', label: 'Date to', date: true },
  { key: 'reason', label: 'Reason for condition', date: false },
  { key: 'recovery', label: 'Degree of recovery', date: false },
  { key: 'physician', label: 'Physician name/address', date: false },
] as const;

type Row = Record<(typeof DETAIL_FIELDS)[number]['key'], string>;
const emptyRow = (): Row => ({ from: '', to: '', reason: '', recovery: '', physician: '' });

/** /PlanQuestionView: sample qualifying questions of a cancer insurance plan. */
export function PlanQuestionViewPage() {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [rows, setRows] = useState<[Row, Row]>([emptyRow(), emptyRow()]);
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <SampleNotice />
        <div>
          <Text fz="sm" fw={600} c="brand.7" tt="uppercase">
            Cancer insurance
          </Text>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Sample qualifying questions
          </Title>
        </div>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Title order={2} fz="h3">
              Please answer following questions to view rates.
            </Title>
            {QUESTIONS.map((question, index) => (
              <Stack key={question.id} gap="sm">
                <Radio.Group
                  label={`${index + 1}. ${question.text}`}
                  value={answers[question.id] ?? ''}
                  onChange={(value) => {
                    setAnswers((current) => ({ ...current, [question.id]: value }));
                    setMessage(undefined);
                  }}
                  styles={{ label: { fontWeight: 500, lineHeight: 1.5 } }}
                >
                  <Group gap="xl" mt="xs">
                    <Radio value="1" label="Yes" />
                    <Radio value="0" label="No" />
                  </Group>
                </Radio.Group>
                {question.withDetail && answers[question.id] === '1'
                  ? rows.map((row, rowIndex) => (
                      <Paper key={rowIndex} withBorder radius="md" p="sm">
                        <Text fz="sm" fw={600} mb="xs">
                          Treatment {rowIndex + 1}
                        </Text>
                        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                          {DETAIL_FIELDS.map((field) => {
                            const set = (value: string) =>
                              setRows(
                                (current) => current.map((r, i) => (i === rowIndex ? { ...r, [field.key]: value } : r)) as [Row, Row],
                              );
                            return field.date ? (
                              <UsDateInput key={field.key} label={field.label} value={row[field.key]} onChange={set} />
                            ) : (
                              <TextInput
                                key={field.key}
                                label={field.label}
                                value={row[field.key]}
                                onChange={(event) => set(event.currentTarget.value)}
                              />
                            );
                          })}
                        </SimpleGrid>
                      </Paper>
                    ))
                  : null}
              </Stack>
            ))}
            {message ? (
              <Alert color={message.ok ? 'green' : 'red'} variant="light" role={message.ok ? 'status' : 'alert'}>
                {message.text}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button
                onClick={() =>
                  setMessage(
                    QUESTIONS.every((q) => answers[q.id])
                      ? { ok: true, text: 'Thank you. On a real plan page your rates would now be shown.' }
                      : { ok: false, text: 'Please answer all questions' },
                  )
                }
              >
                Submit
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

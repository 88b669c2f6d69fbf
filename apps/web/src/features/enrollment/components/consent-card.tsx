import { Checkbox, Paper, Text, Title } from '@mantine/core';
import type { AgreementText } from '@benefit-store/domain';
import type { Ref } from 'react';

export interface ConsentCardProps {
  text: AgreementText;
  /** The checkbox's id: the error summary's link target. */
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/** One consent as the applicant or enroller reads it: its heading, its words, and the box that agrees to it. */
export function ConsentCard({ text, id, checked, onChange, onBlur, inputRef, error }: ConsentCardProps) {
  return (
    <Paper withBorder p="md" radius="sm">
      <Title order={3} fz="md" mb={4}>
        {text.text_head}
      </Title>
      <Text fz="sm" mb="sm">
        {text.text_body}
      </Text>
      <Checkbox
        id={id}
        label={`I agree: ${text.text_head}`}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onBlur={onBlur}
        ref={inputRef}
        error={error}
        required={text.text_required}
      />
    </Paper>
  );
}

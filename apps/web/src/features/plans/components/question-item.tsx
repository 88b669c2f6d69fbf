import type { PlanQuestion, QualifyingAnswersForm } from '@benefit-store/domain';
import { Checkbox, Stack, Text } from '@mantine/core';
import { Controller, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { errorAt, fieldId, FormTextField, FormYesNo } from '@/components/form';
import { groupOptions, showsDetail, showsOptions, showsText } from './question-form-values';
import { TreatmentRows } from './treatment-rows';
import classes from './questions-block.module.css';

export interface QuestionItemProps {
  question: PlanQuestion;
  /** The answer's index in `answers` (questions are answered in order). */
  index: number;
  control: Control<QualifyingAnswersForm>;
  register: UseFormRegister<QualifyingAnswersForm>;
  /** Unanswered, but another question carries 'Please answer all questions'. */
  hidesUnansweredText?: boolean;
}

/** Under a question that asks the filter's tobacco question again (docs/decisions/0042). */
export const TOBACCO_FROM_FILTER = 'Answered from your tobacco use in your basic info. To change it, edit your basic info above.';

/**
 * One qualifying question (spec 000 §2): yes or no, then what a Yes asks for: an optional text,
 * check-all-that-apply options in their groups, or two rows of treatment detail.
 */
export function QuestionItem({ question, index, control, register, hidesUnansweredText = false }: QuestionItemProps) {
  const yesNo = useWatch({ control, name: `answers.${index}.yes_no_flag` });
  const { errors } = useFormState({ control, name: `answers.${index}.checkbox_answers` });
  const yesNoPath = `answers.${index}.yes_no_flag` as const;
  const optionsPath = `answers.${index}.checkbox_answers` as const;
  return (
    <li className={classes.item} data-testid={`question-${question.question_id}`}>
      <FormYesNo
        name={yesNoPath}
        control={control}
        hidesErrorText={hidesUnansweredText}
        readOnly={question.tobacco_from_filter === true}
        description={question.tobacco_from_filter ? TOBACCO_FROM_FILTER : undefined}
        label={
          <span>
            <span className={classes.number}>{index + 1}.</span> {question.question_text}
          </span>
        }
        classNames={{ label: classes.questionLabel }}
      />

      {showsText(question, yesNo) ? (
        <FormTextField
          mt="sm"
          name={`answers.${index}.text`}
          register={register}
          control={control}
          label="Please describe (optional)"
          maxLength={1000}
        />
      ) : null}

      {showsOptions(question, yesNo) ? (
        <Controller
          name={optionsPath}
          control={control}
          render={({ field }) => (
            <Checkbox.Group
              id={fieldId(optionsPath)}
              mt="sm"
              label="Check all that apply"
              value={(field.value ?? []).map(String)}
              onChange={(values) => field.onChange(values.map(Number))}
              error={errorAt(errors, optionsPath)}
            >
              <Stack gap="sm" mt="xs">
                {groupOptions(question).map(({ group, options }, groupIndex) => (
                  <div key={group ?? 'options'} role={group ? 'group' : undefined} aria-label={group ?? undefined}>
                    {group ? (
                      <Text fw={600} fz="sm" mb={6}>
                        {group}
                      </Text>
                    ) : null}
                    <Stack gap={6}>
                      {options.map((option, optionIndex) => (
                        <Checkbox
                          key={option.option_id}
                          ref={groupIndex === 0 && optionIndex === 0 ? field.ref : undefined}
                          value={String(option.option_id)}
                          label={option.option_text}
                          onBlur={field.onBlur}
                        />
                      ))}
                    </Stack>
                  </div>
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
      ) : null}

      {showsDetail(question, yesNo) ? <TreatmentRows index={index} control={control} register={register} /> : null}
    </li>
  );
}

import { CONTINUE_CODE_LENGTH, ContinueEnrollmentBodySchema, RESUME_TEXTS } from '@benefit-store/domain';
import { Button, Stack } from '@mantine/core';
import { IconArrowForwardUp } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { applyServerErrors, ErrorSummary, FormTextField, useWireForm } from '@/components/form';
import { CardPage } from '@/components/ui/card-page';
import { useContinueEnrollment } from './api/continue-enrollment';
import { resumeSession } from './resume-session';
import classes from './continue-enrollment-page.module.css';

/**
 * /continue-enrollment (spec 001 §2 "Continue enrollment"): the e-mailed code with its address
 * resume a saved enrollment in this browser, at the step it was saved on. Start-up cleared local
 * storage on entering the route; the server's messages go under the code or the e-mail.
 */
export function ContinueEnrollmentPage() {
  const navigate = useNavigate();
  const resume = useContinueEnrollment();
  const form = useWireForm(ContinueEnrollmentBodySchema, { code: '', email: '' });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  useEffect(() => {
    document.title = 'Continue your enrollment · Benefit Store';
  }, []);

  const onSubmit = handleSubmit((body) => {
    resume.mutate(
      { body },
      {
        onSuccess: ({ result }) => void navigate(resumeSession(result), { replace: true }),
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  return (
    <CardPage
      icon={IconArrowForwardUp}
      title={RESUME_TEXTS.continueHeading}
      intro={RESUME_TEXTS.continueIntro}
      footer="Your code and a direct link are in the e-mail we sent when you chose Save & Continue Later."
    >
      <ErrorSummary errors={errors} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormTextField
            name="code"
            register={register}
            control={control}
            label="Code"
            withAsterisk
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={CONTINUE_CODE_LENGTH + 4}
            classNames={{ input: classes.code }}
          />
          <FormTextField
            name="email"
            register={register}
            control={control}
            label="Email Address"
            type="email"
            autoComplete="email"
            withAsterisk
          />
          <Button type="submit" size="md" fullWidth loading={resume.isPending} mt={4}>
            Continue
          </Button>
        </Stack>
      </form>
    </CardPage>
  );
}

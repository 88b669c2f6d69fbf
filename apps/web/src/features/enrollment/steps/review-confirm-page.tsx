import { Alert, Button, Card, Grid, Image, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  REVIEW_CARD_TITLES,
  REVIEW_MESSAGES,
  TAB_ROUTE_SEGMENTS,
  WIZARD_TAB_TITLES,
  dependentReviewMessage,
  reviewCards,
  type ReviewCardTab,
} from '@benefit-store/domain';
import { IconAlertCircle, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSiteSettings } from '@/lib/calls/get-site-settings';
import { readCurrentHost } from '@/lib/env';
import { uploadScreenshot } from '@/lib/screenshot';
import { storage } from '@/lib/storage';
import { useReviewSummary, useSaveReviewInfo } from '../api/review';
import { ethnicCategoriesQuery } from '../api/get-ethnic-category';
import { useStepData } from '../api/step-data';
import { ReadOnlyData } from '../components/read-only-data';
import { ReviewCartPanel } from '../components/review-cart-panel';
import { StepFrame } from '../components/step-frame';
import { StepLoadError, StepLoading } from '../components/step-status';
import { useStepFinish } from '../use-step-finish';
import { useWizard } from '../use-wizard';

const FORM_ID = 'review-confirm-form';

/** 'Dependent #N {message}' for a dependent's error (spec 001 §8), or undefined for any other failure. */
export function dependentErrorOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  for (const { target_element, error_message } of error.fieldErrors) {
    const match = /(?:^|\.)dependents?\.(\d+)(?:\.|$)/.exec(target_element);
    if (match) return dependentReviewMessage(Number(match[1]), error_message);
  }
  return undefined;
}

/** Review & Confirmation (spec 001 §2, §4 "Review"): every step's saved data, the cart, and the enrollment's completion. */
export function ReviewConfirmPage() {
  const wizard = useWizard();
  if (wizard.enrollmentId === null) return null;
  if (wizard.tabs.isError) return <StepLoadError />;
  if (wizard.tabs.isPending) return <StepLoading label="Loading your enrollment" />;
  return <ReviewConfirm enrollmentId={wizard.enrollmentId} wizard={wizard} />;
}

function ReviewConfirm({ enrollmentId, wizard }: { enrollmentId: string; wizard: ReturnType<typeof useWizard> }) {
  const step = useStepFinish({ tab: 'review_info', enrollmentId, wizard });
  const save = useSaveReviewInfo();
  const navigate = useNavigate();
  const { landing } = useParams();
  const settings = useSiteSettings(readCurrentHost());
  const cardImage = settings.data?.get('review_card_image');
  const [openTab, setOpenTab] = useState<ReviewCardTab | null>(null);
  const [isFailureOpen, setFailureOpen] = useState(false);
  const [dependentError, setDependentError] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    step.noteIntent(event);
    if (step.isSavingForLater()) {
      step.openSaveLater();
      return;
    }
    save.mutate(
      { body: { enrollment_id: enrollmentId, additional_notes: '', first_enroll: 1 } },
      {
        onSuccess: () => {
          uploadScreenshot({ enrollmentId, name: 'review_info', element: step.frame.current });
          storage.remove('first_track');
          storage.remove('isSpouseEnrollAccept');
          void navigate(`${landing ? `/${landing}` : ''}${paths.enrollmentReceipt}`);
        },
        onError: (error) => {
          const message = dependentErrorOf(error);
          if (message) setDependentError(message);
          else setFailureOpen(true);
        },
      },
    );
  };

  const editDetails = (tab: ReviewCardTab) => {
    storage.set('navto', TAB_ROUTE_SEGMENTS.review_info);
    void navigate(wizard.pathOf(tab));
  };

  return (
    <StepFrame
      ref={step.frame}
      saveLater={step.saveLater}
      title={WIZARD_TAB_TITLES.review_info}
      intro="Check every step before you confirm. Open a card to see what you entered, and edit it if needed."
      formId={FORM_ID}
      onBack={wizard.goBack}
      isSaving={save.isPending}
      nextBlockedReason={dependentError}
      nextNote={REVIEW_MESSAGES.nextSubmits}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {dependentError ? (
                <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                  {dependentError}
                </Alert>
              ) : null}
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
                {reviewCards(wizard.steps).map((tab) => (
                  <UnstyledButton key={tab} type="button" onClick={() => setOpenTab(tab)} aria-haspopup="dialog">
                    <Card withBorder radius="md" padding="md" h="100%">
                      {cardImage ? (
                        <Card.Section>
                          <Image src={cardImage} alt="" h={80} fit="cover" />
                        </Card.Section>
                      ) : null}
                      <Text fw={600} mt={cardImage ? 'sm' : 0}>
                        {REVIEW_CARD_TITLES[tab]}
                      </Text>
                      <Text fz="sm" c="brand.7" mt={4}>
                        View details <IconChevronRight size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
                      </Text>
                    </Card>
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ReviewCartPanel enrollmentId={enrollmentId} />
          </Grid.Col>
        </Grid>
      </form>
      {openTab ? (
        <StepDataModal enrollmentId={enrollmentId} tab={openTab} onClose={() => setOpenTab(null)} onEdit={() => editDetails(openTab)} />
      ) : null}
      <Modal opened={isFailureOpen} onClose={() => setFailureOpen(false)} title="Review & Confirmation" centered>
        <Stack gap="md">
          <Text role="alert">{REVIEW_MESSAGES.saveFailed}</Text>
          <Button
            onClick={() => {
              setFailureOpen(false);
              step.openSaveLater();
            }}
          >
            {REVIEW_MESSAGES.saveAndContinueLater}
          </Button>
        </Stack>
      </Modal>
    </StepFrame>
  );
}

/** A card's read-only popup: the step's saved data (masked) and Edit Details. */
function StepDataModal({
  enrollmentId,
  tab,
  onClose,
  onEdit,
}: {
  enrollmentId: string;
  tab: ReviewCardTab;
  onClose: () => void;
  onEdit: () => void;
}) {
  const data = useStepData(enrollmentId, tab, true);
  const summary = useReviewSummary(enrollmentId);
  const ethnicGroups = useQuery({ ...ethnicCategoriesQuery(), enabled: tab === 'primary_info' });
  const lookups = { ethnicGroups: new Map(ethnicGroups.data?.result.map(({ id, name }) => [id, name])) };
  return (
    <Modal opened onClose={onClose} title={REVIEW_CARD_TITLES[tab]} size="lg" centered>
      <Stack gap="md">
        {data.isPending ? (
          <StepLoading label={`Loading ${REVIEW_CARD_TITLES[tab]}`} />
        ) : data.isError ? (
          <StepLoadError />
        ) : (
          <ReadOnlyData
            tab={tab}
            value={data.data.result}
            lookups={lookups}
            signature={tab === 'agreement_info' ? summary.data?.signature : undefined}
          />
        )}
        <Button onClick={onEdit} style={{ alignSelf: 'flex-end' }}>
          {REVIEW_MESSAGES.editDetails}
        </Button>
      </Stack>
    </Modal>
  );
}

import { QUOTE_TAB, type QuoteForm as QuoteFormValues } from '@benefit-store/domain';
import { Button, Modal, Stack, Text, ThemeIcon, useModalsStack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMailCheck, IconMailForward } from '@tabler/icons-react';
import { useState, type RefObject } from 'react';
import { useQuotePreview } from '../api/get-quote-preview-content';
import { useSaveEnrollment } from '@/lib/calls/save-enrollment';
import { drawWaitingScreenshots, uploadScreenshot } from '@/lib/screenshot';
import { QuoteForm } from './quote-form';
import { QuotePreview } from './quote-preview';

export interface SendQuoteButtonProps {
  enrollmentId: string;
  /** The cart as the visitor sees it: its screenshot is kept with the quote. */
  captureRef: RefObject<HTMLElement | null>;
}

/** The tab whose screenshot the quote records (the save-enrollment tab that sends it). */
const SCREENSHOT_NAME = 'cart_info';

/** 'Send Personalized Quote' and its modals: the form, the e-mail preview, the confirmation. */
export function SendQuoteButton({ enrollmentId, captureRef }: SendQuoteButtonProps) {
  const stack = useModalsStack(['quote-form', 'quote-preview', 'quote-sent']);
  const isPhone = useMediaQuery('(max-width: 36em)');
  const preview = useQuotePreview();
  const send = useSaveEnrollment();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Remounts the form, so a second quote starts empty.
  const [formKey, setFormKey] = useState(0);

  const openForm = () => {
    preview.reset();
    send.reset();
    setFormKey((key) => key + 1);
    stack.open('quote-form');
  };
  const showPreview = (form: QuoteFormValues) => {
    send.reset();
    preview.mutate(
      {
        query: { enrollment_id: enrollmentId, name: form.name, email: form.email, message: form.message, tab: QUOTE_TAB, type: 'preview' },
      },
      { onSuccess: () => stack.open('quote-preview') },
    );
  };
  const sendQuote = (form: QuoteFormValues) => {
    preview.reset();
    send.mutate(
      { body: { enrollment_id: enrollmentId, tab: QUOTE_TAB, name: form.name, email: form.email, message: form.message } },
      {
        onSuccess: () => {
          setSentTo(form.email);
          stack.closeAll();
          stack.open('quote-sent');
          uploadScreenshot({ enrollmentId, name: SCREENSHOT_NAME, element: captureRef.current });
          drawWaitingScreenshots();
        },
      },
    );
  };

  return (
    <>
      <Button variant="outline" size="md" fullWidth leftSection={<IconMailForward size={18} aria-hidden />} onClick={openForm}>
        Send Personalized Quote
      </Button>
      <Modal.Stack>
        <Modal {...stack.register('quote-form')} title="Send Personalized Quote" size="lg" fullScreen={isPhone}>
          <Stack gap="md">
            <Text c="dimmed" fz="sm">
              We will e-mail the plans in this cart, their prices and a link that reopens the cart.
            </Text>
            <QuoteForm
              key={formKey}
              onPreview={showPreview}
              onSend={sendQuote}
              isPreviewing={preview.isPending}
              isSending={send.isPending}
              error={preview.error ?? send.error}
              onCancel={stack.closeAll}
            />
          </Stack>
        </Modal>
        <Modal {...stack.register('quote-preview')} title="Quote preview" size="xl" fullScreen={isPhone}>
          <Stack gap="md">
            {preview.data ? <QuotePreview html={preview.data.content} /> : null}
            <Button variant="default" onClick={() => stack.close('quote-preview')} style={{ alignSelf: 'flex-end' }}>
              Back to quote
            </Button>
          </Stack>
        </Modal>
        <Modal {...stack.register('quote-sent')} title="Quote sent" size="md">
          <Stack gap="lg" align="center" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
              <IconMailCheck size={30} stroke={1.6} />
            </ThemeIcon>
            <Text fz="lg" fw={600} role="status">
              Quote Successfully Sent to {sentTo}
            </Text>
            <Button onClick={stack.closeAll} data-autofocus>
              OK
            </Button>
          </Stack>
        </Modal>
      </Modal.Stack>
    </>
  );
}

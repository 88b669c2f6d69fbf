import { Box, Button, Group, Input, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { fieldId } from '@/components/form';

export type SignatureFieldProps = {
  /** The wire path, for the error summary's link. */
  name: string;
  /** The signature as a PNG data URL, '' when the pad is empty. */
  onChange: (dataUrl: string) => void;
  error?: string;
  required?: boolean;
};

/**
 * A drawn signature (spec 001 §2 "Agreement & Signature"): a `signature_pad` canvas with Clear.
 * The canvas is labelled and described by an instruction in words, and its error, for screen readers.
 */
export function SignatureField({ name, onChange, error, required }: SignatureFieldProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const hintId = useId();
  const errorId = useId();
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    const element = canvas.current;
    // No 2D drawing where there is no canvas support (e.g. a test's document): the pad stays empty.
    if (!element?.getContext?.('2d')) return;
    const signaturePad = new SignaturePad(element, { penColor: '#1d2939', backgroundColor: 'rgb(255,255,255)' });
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = signaturePad.toData();
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      signaturePad.clear();
      signaturePad.fromData(data);
    };
    fit();
    const onEnd = () => change.current(signaturePad.isEmpty() ? '' : signaturePad.toDataURL('image/png'));
    signaturePad.addEventListener('endStroke', onEnd);
    window.addEventListener('resize', fit);
    pad.current = signaturePad;
    return () => {
      window.removeEventListener('resize', fit);
      signaturePad.removeEventListener('endStroke', onEnd);
      signaturePad.off();
      pad.current = null;
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    change.current('');
  };

  return (
    <Input.Wrapper label="Signature" withAsterisk={required} labelElement="div">
      <Text id={hintId} fz="sm" c="dimmed" mb={6}>
        Sign with your mouse, finger or stylus in the box below. Your drawn signature is kept with this agreement.
      </Text>
      <Box
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-gray-4)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'white',
          touchAction: 'none',
        }}
      >
        <canvas
          ref={canvas}
          id={fieldId(name)}
          role="img"
          aria-label="Signature pad"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          style={{ display: 'block', width: '100%', height: 160 }}
        />
      </Box>
      {error ? (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      ) : null}
      <Group justify="flex-end" mt={6}>
        <Button variant="default" size="xs" leftSection={<IconEraser size={14} aria-hidden />} onClick={clear}>
          Clear
        </Button>
      </Group>
    </Input.Wrapper>
  );
}

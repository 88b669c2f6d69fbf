import { Box, Text, TextInput } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { fieldId } from '@/components/form';

/** The picture's size in canvas pixels: as wide as the drawn pad's PNG is on a phone, and easy to read. */
const WIDTH = 600;
const HEIGHT = 160;
const FONT = '"Segoe Script", "Brush Script MT", "Lucida Handwriting", cursive';

/**
 * Draws a typed name as a signature on `canvas` and answers it as a PNG data URL, the same kind of
 * value the drawn pad gives ('' where the browser has no 2D canvas). The name is made smaller until it fits.
 */
export function drawTypedSignature(canvas: HTMLCanvasElement, name: string): string {
  const context = canvas.getContext('2d');
  if (!context) return '';
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#1d2939';
  context.textBaseline = 'middle';
  let size = 56;
  do {
    context.font = `italic ${size}px ${FONT}`;
    size -= 4;
  } while (size > 16 && context.measureText(name).width > WIDTH - 40);
  context.fillText(name, 20, HEIGHT / 2);
  return canvas.toDataURL('image/png');
}

export type TypedSignatureProps = {
  /** The wire path, for the error summary's link. */
  name: string;
  /** The typed name drawn as a PNG data URL, '' while the name is blank. */
  onChange: (dataUrl: string) => void;
  error?: string;
  required?: boolean;
};

/**
 * A signature typed instead of drawn (DESIGN "Signatures": drawn or typed, both reachable by
 * keyboard): a text field, and its picture drawn on a canvas as the name is typed. The picture is
 * what is sent and kept, as a drawn signature is.
 */
export function TypedSignature({ name, onChange, error, required }: TypedSignatureProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [typed, setTyped] = useState('');
  const hintId = useId();

  const change = (value: string) => {
    setTyped(value);
    const trimmed = value.trim().replace(/\s+/g, ' ');
    onChange(trimmed && canvas.current ? drawTypedSignature(canvas.current, trimmed) : '');
  };

  return (
    <Box>
      <TextInput
        id={fieldId(name)}
        label="Type your full name to sign"
        description="Your typed name is drawn below as your signature."
        value={typed}
        onChange={(event) => change(event.currentTarget.value)}
        error={error}
        required={required}
        autoComplete="name"
        maxLength={80}
        aria-describedby={hintId}
      />
      <Text id={hintId} fz="sm" c="dimmed" mt={8} mb={4}>
        Your signature
      </Text>
      <Box
        style={{
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'white',
        }}
      >
        <canvas
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-label={typed.trim() ? `Signature: ${typed.trim()}` : 'Signature, not typed yet'}
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${WIDTH} / ${HEIGHT}` }}
        />
      </Box>
    </Box>
  );
}

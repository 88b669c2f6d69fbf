import { Box, SegmentedControl, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { SignatureField } from './signature-field';
import { TypedSignature } from './typed-signature';

type SignatureMode = 'drawn' | 'typed';

export type SignatureChoiceProps = {
  /** The wire path: the chosen way's control carries its field id, for the error summary's link. */
  name: string;
  /** The chosen way's signature as a PNG data URL, '' while it is empty. */
  onChange: (dataUrl: string) => void;
  /** The id of the heading that names the choice. */
  labelledBy: string;
  error?: string;
  required?: boolean;
};

/**
 * A signature drawn or typed (DESIGN "Signatures": both reachable by keyboard). The choice is a
 * pair of radio buttons (arrow keys move between them); the typed name is drawn as the signature
 * picture, so both send the same kind of value. Both stay mounted, so switching back keeps what
 * was drawn or typed; the one not chosen is not sent.
 */
export function SignatureChoice({ name, onChange, labelledBy, error, required }: SignatureChoiceProps) {
  const [mode, setMode] = useState<SignatureMode>('drawn');
  const chosen = useRef<SignatureMode>('drawn');
  const signatures = useRef<Record<SignatureMode, string>>({ drawn: '', typed: '' });

  const changed = (way: SignatureMode) => (dataUrl: string) => {
    signatures.current[way] = dataUrl;
    if (chosen.current === way) onChange(dataUrl);
  };
  const choose = (value: string) => {
    const way: SignatureMode = value === 'typed' ? 'typed' : 'drawn';
    chosen.current = way;
    setMode(way);
    onChange(signatures.current[way]);
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-labelledby={labelledBy}
        value={mode}
        onChange={choose}
        data={[
          { value: 'drawn', label: 'Draw your signature' },
          { value: 'typed', label: 'Type your signature' },
        ]}
        fullWidth
        maw={460}
      />
      <Box style={{ display: mode === 'drawn' ? undefined : 'none' }}>
        <SignatureField
          name={mode === 'drawn' ? name : `${name}_drawn`}
          onChange={changed('drawn')}
          error={mode === 'drawn' ? error : undefined}
          required={required}
        />
      </Box>
      <Box style={{ display: mode === 'typed' ? undefined : 'none' }}>
        <TypedSignature
          name={mode === 'typed' ? name : `${name}_typed`}
          onChange={changed('typed')}
          error={mode === 'typed' ? error : undefined}
          required={required}
        />
      </Box>
    </Stack>
  );
}

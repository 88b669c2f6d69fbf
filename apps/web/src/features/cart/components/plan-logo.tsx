import { Image, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import classes from './cart-page.module.css';

/** A plan's logo in a fixed box; a neutral shield when the plan has none. */
export function PlanLogo({ src, size = 56 }: { src: string | null; size?: number }) {
  if (!src) {
    return (
      <ThemeIcon variant="light" size={size} radius="md" aria-hidden>
        <IconShieldCheck size={size * 0.5} stroke={1.6} />
      </ThemeIcon>
    );
  }
  return (
    <div className={classes.logoBox} style={{ width: size * 1.6, height: size }}>
      <Image src={src} alt="" fit="contain" h={size - 8} w="auto" maw="100%" />
    </div>
  );
}

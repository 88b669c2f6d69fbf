import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import classes from './scroll-row.module.css';

/** Where the row can still go: a card at that end is not wholly in view. */
interface CanScroll {
  previous: boolean;
  next: boolean;
}

/** A card at least this much in view counts as shown (a pixel's rounding never leaves Next enabled). */
const IN_VIEW = 0.95;

/**
 * The state of a ScrollRow: its element and which way it can scroll, read by an
 * IntersectionObserver on its first and last cards, so nothing measures the layout as the row is
 * drawn (a carousel library measuring its slides cost the cart ~20 ms of blocking; ADR 0071).
 */
export function useScrollRow() {
  const [row, setRow] = useState<HTMLUListElement | null>(null);
  const [canScroll, setCanScroll] = useState<CanScroll>({ previous: false, next: false });

  useEffect(() => {
    const first = row?.firstElementChild;
    const last = row?.lastElementChild;
    if (!row || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const shown = new Map<Element, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) shown.set(entry.target, entry.intersectionRatio >= IN_VIEW);
        setCanScroll({ previous: shown.get(first) === false, next: shown.get(last) === false });
      },
      { root: row, threshold: [0, IN_VIEW, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [row]);

  /** One card's width on, or back: the row snaps to the card's start. */
  const scroll = useCallback(
    (direction: 1 | -1) => {
      const card = row?.firstElementChild;
      if (!row || !card) return;
      const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      row.scrollBy({ left: direction * (card.getBoundingClientRect().width + gap), behavior: smooth ? 'smooth' : 'auto' });
    },
    [row],
  );

  return { ref: setRow, canScroll, scroll };
}

export type ScrollRowState = ReturnType<typeof useScrollRow>;

/** The row of cards, each (keyed) child one card (spec 000 §9: 1, 2, 3 and 5 in view as the screen widens). */
export function ScrollRow({ state, label, children }: { state: ScrollRowState; label: string; children: ReactNode }) {
  return (
    <ul ref={state.ref} className={classes.row} aria-label={label}>
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}

const ARROWS = [
  { way: 'previous', direction: -1, name: 'Previous', Icon: IconChevronLeft },
  { way: 'next', direction: 1, name: 'Next', Icon: IconChevronRight },
] as const;

/** Previous and next, shown only while the row is wider than its place and enabled while there is somewhere to go. */
export function ScrollRowButtons({ state, itemsName }: { state: ScrollRowState; itemsName: string }) {
  const { canScroll, scroll } = state;
  if (!canScroll.previous && !canScroll.next) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {ARROWS.map(({ way, direction, name, Icon }) => (
        <ActionIcon
          key={way}
          variant="default"
          radius="xl"
          size="lg"
          aria-label={`${name} ${itemsName}`}
          disabled={!canScroll[way]}
          onClick={() => scroll(direction)}
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  );
}

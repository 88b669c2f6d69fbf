import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Trustworthy insurance blue; shade 6 (#1c5fa8) is the brand colour. */
const brand: MantineColorsTuple = [
  '#eaf2fb',
  '#d3e3f5',
  '#a7c6eb',
  '#78a7e0',
  '#518dd6',
  '#3a7cd0',
  '#1c5fa8',
  '#184f8c',
  '#133f70',
  '#0e2f54',
];

/** Warm accent for calls to action and highlights. */
const accent: MantineColorsTuple = [
  '#fff5e6',
  '#ffe9cc',
  '#ffd299',
  '#ffb95f',
  '#ffa42f',
  '#f7951a',
  '#e8850b',
  '#c76e05',
  '#a65a03',
  '#7a4200',
];

/**
 * Mantine's greys, but 4 (every field, check box and radio border) and 5 (placeholders) dark enough
 * to be seen: 3:1 and 4.5:1 against white (WCAG 1.4.11, 1.4.3; docs/decisions/0081).
 */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#7a8594',
  '#6b7480',
  '#5b6573',
  '#495057',
  '#343a40',
  '#212529',
];

const fontStack = "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, accent, gray },
  autoContrast: true,
  fontFamily: fontStack,
  headings: {
    fontFamily: fontStack,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '2.5rem', lineHeight: '1.15' },
      h2: { fontSize: '1.75rem', lineHeight: '1.25' },
      h3: { fontSize: '1.25rem', lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  black: '#1b2430',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
    // A closed list is not in the page: kept mounted (Mantine's default for Combobox), every select
    // positioned its hidden list with floating-ui on mount and re-rendered at once (flushSync) to
    // store the position, a long task on a phone (docs/decisions/0060). The field names its list
    // (aria-controls) only while open, so nothing points at a missing element.
    Combobox: { defaultProps: { keepMounted: false } },
    Modal: { defaultProps: { centered: true, radius: 'lg', closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Mantine's default dimmed grey and error red are below 4.5:1 on white, and so are the text
 * colours of its light orange, yellow and green alerts and badges on their own tint, and white on
 * its filled red; secondary text, field errors, notices and buttons must stay readable (WCAG AA,
 * docs/decisions/0081). A hovered accent button (shade 7 by default) put its dark text at 4.22:1;
 * its hover is a step darker than shade 6 that keeps 4.9:1.
 *
 * The focus ring is two rings (WCAG 2.2 1.4.11, 2.4.7; docs/decisions/0104): a dark outline
 * (shade 8) around a white halo. Shade 8 stands out 3:1 from any background lighter than
 * luminance 0.25, white from any darker than 0.30, so one of the two does on every background:
 * the brand blue alone was 2.1:1 on the header's and footer's navy, 1:1 on a brand-blue band.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--bs-focus-ring': 'var(--mantine-color-brand-8)',
    '--bs-focus-halo': 'var(--mantine-color-white)',
  },
  light: {
    '--mantine-color-dimmed': '#5b6573',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-orange-light-color': '#b3400d',
    '--mantine-color-yellow-light-color': '#8f5300',
    '--mantine-color-green-light-color': '#237032',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a51d1d',
    '--mantine-color-accent-filled-hover': '#d47a06',
  },
  dark: {},
});

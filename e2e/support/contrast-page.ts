/**
 * The contrast check's work inside the page (docs/decisions/0081). Every function here is handed to
 * `page.evaluate` whole, so each is self-contained: no imports, no helpers from outside its body.
 */

/** An element to measure by pixels: found again by its probe attribute, its geometry read when it is measured. */
export interface PixelProbe {
  /** A selector that finds the element again (it carries the probe's data attribute). */
  id: string;
  kind: 'text' | 'border' | 'focus';
  /** What to name in a failure: the text, or the control. */
  label: string;
  /** The colour drawn (text, border or ring), r,g,b,a with a 0-1. */
  colour: [number, number, number, number];
  required: number;
}

/** Where a probe's element is now, in document coordinates. */
export interface ProbeGeometry {
  /** The text's content box, or the element's own box. */
  box: { x: number; y: number; width: number; height: number };
  /** The page's scroll position: a clip outside the screen captures nothing. */
  scroll: { x: number; y: number };
  inViewport: boolean;
  /** Nothing of the page's own covers the element (a fixed banner over it is not a contrast matter; it is measured once uncovered). */
  uncovered: boolean;
}

/** A finding measured in the page alone (backgrounds of plain colours). */
export interface PageFinding {
  kind: 'text' | 'border' | 'focus';
  label: string;
  ratio: number;
  required: number;
  colours: string;
}

export interface PageScan {
  findings: PageFinding[];
  probes: PixelProbe[];
}

/**
 * A text of the screen: which of the page's texts and controls are visible, the borders of its
 * fields (3:1 against what is around them, WCAG 1.4.11) and the focus ring of the focused control.
 * Plain-colour backgrounds are decided here; a background with an image or a gradient becomes a
 * pixel probe for the test side to measure from a screenshot.
 */
export function scanScreen(): PageScan {
  type Rgba = [number, number, number, number];
  const probeAttribute = 'data-contrast-probe';
  const parse = (value: string): Rgba | null => {
    const match = value.match(/rgba?\(([^)]+)\)/);
    if (!match) return null;
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts.length > 3 ? parts[3]! : 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const css = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')}${c[3] < 1 ? ` / ${c[3].toFixed(2)}` : ''})`;
  /** The background behind an element's outside: its ancestors' colours laid over one another, or null past an image. */
  const backgroundAround = (element: Element): Rgba | null => {
    const layers: Rgba[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return null;
      const colour = parse(style.backgroundColor);
      if (colour && colour[3] > 0) {
        layers.push(colour);
        if (colour[3] >= 1) break;
      }
    }
    // The page's canvas is white under everything.
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  // Beyond the page's left or top edge, where no scrolling reaches: never seen (an element drawn out
  // of sight on purpose, as the wizard's step pictures are).
  const offPage = (rect: DOMRect) => rect.right + window.scrollX <= 0 || rect.bottom + window.scrollY <= 0;
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2 || offPage(rect)) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    return true;
  };
  const labelOf = (element: Element) => {
    // A check box or radio drawn as a card names itself by the card's text.
    const html = (element.closest('label, button, [role=radio], [role=checkbox]') ?? element) as HTMLElement;
    const labelled = (html as HTMLInputElement).labels?.[0]?.textContent ?? html.getAttribute('aria-label') ?? '';
    const ownText = labelled || html.textContent || html.getAttribute('placeholder') || html.getAttribute('name') || '';
    return `${element.tagName.toLowerCase()} "${ownText.trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  };
  // Ids unique across documents and never reused within one, not even once their element is gone:
  // a probe left waiting by a screen the page has left must never name an element of a later screen.
  const ids = window as unknown as { __contrastDocument?: string; __contrastNext?: number };
  const prefix = (ids.__contrastDocument ??= Math.random().toString(36).slice(2, 8));
  const nextId = () => `${prefix}-${(ids.__contrastNext = (ids.__contrastNext ?? 0) + 1)}`;
  const probeId = (element: Element) => {
    const existing = element.getAttribute(probeAttribute);
    if (existing) return `[${probeAttribute}="${existing}"]`;
    const id = nextId();
    element.setAttribute(probeAttribute, id);
    return `[${probeAttribute}="${id}"]`;
  };

  const inViewport = (rect: DOMRect) =>
    rect.top >= 0 && rect.left >= 0 && rect.bottom <= window.innerHeight && rect.right <= window.innerWidth;
  /** The colours of the layers, front to back, laid over one another; null past an image, a gradient or a picture. */
  const backgroundOf = (layers: Element[]): Rgba | null => {
    const colours: Rgba[] = [];
    for (const layer of layers) {
      const style = getComputedStyle(layer);
      if (style.backgroundImage !== 'none' || ['IMG', 'PICTURE', 'VIDEO', 'CANVAS', 'IFRAME', 'svg'].includes(layer.tagName)) return null;
      const colour = parse(style.backgroundColor);
      if (colour && colour[3] > 0) {
        colours.push(colour);
        if (colour[3] >= 1) break;
      }
    }
    return colours.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const findings: PageFinding[] = [];
  const probes: PixelProbe[] = [];
  /** The drawn colour against what is around the element: decided here, or a ring of pixels to measure. */
  const judge = (element: Element, kind: 'border' | 'focus', drawn: Rgba, label: string) => {
    const around = backgroundAround(element);
    if (around) {
      const value = ratio(over(drawn, around), around);
      if (value < 3) findings.push({ kind, label, ratio: value, required: 3, colours: `${css(drawn)} on ${css(around)}` });
      return;
    }
    probes.push({ id: probeId(element), kind, label, colour: drawn, required: 3 });
  };

  // Every visible text against what is behind it where it is drawn: 4.5:1, 3:1 for large text. A
  // text covered by something else (a popup's overlay) is not read there; one over an image or a
  // gradient is measured by its pixels.
  const textElements = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (element && node.textContent?.trim()) textElements.add(element);
  }
  for (const element of Array.from(textElements)) {
    if (element.closest('script, style, noscript, template, :disabled, [aria-disabled="true"]')) continue;
    const own = element.getBoundingClientRect();
    if (own.width <= 1 || own.height <= 1 || offPage(own) || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      continue;
    const style = getComputedStyle(element);
    const colour = parse(style.color);
    if (!colour || colour[3] === 0) continue;
    const size = parseFloat(style.fontSize);
    const required = size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66) ? 3 : 4.5;
    const label = `"${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    let layers: Element[];
    if (inViewport(own)) {
      const stack = document.elementsFromPoint(own.left + Math.min(own.width / 2, 8), own.top + own.height / 2);
      const at = stack.findIndex((e) => e === element || element.contains(e));
      if (at < 0) continue;
      layers = stack.slice(at);
    } else {
      layers = [];
      for (let e: Element | null = element; e; e = e.parentElement) layers.push(e);
    }
    const behind = backgroundOf(layers);
    if (behind === null) {
      probes.push({ id: probeId(element), kind: 'text', label, colour, required });
      continue;
    }
    const value = ratio(over(colour, behind), behind);
    if (value < required) findings.push({ kind: 'text', label, ratio: value, required, colours: `${css(colour)} on ${css(behind)}` });
  }

  // Field borders: text fields, selects, and check boxes and radios drawn by the page (not the browser's own).
  const fields = document.querySelectorAll(
    'input:not([type=hidden]):not([type=range]):not([type=file]):not([type=image]), select, textarea, .mantine-RadioIndicator-indicator, .mantine-CheckboxIndicator-indicator',
  );
  /** The box a field is drawn as: itself, or the wrapper that draws it (Mantine's password and pills fields hold a bare input). */
  const drawnBox = (field: Element): Element => {
    const own = getComputedStyle(field);
    const bare = ['Top', 'Right', 'Bottom', 'Left'].every(
      (side) => parseFloat(own.getPropertyValue(`border-${side.toLowerCase()}-width`)) < 1,
    );
    return (bare && field.parentElement?.closest('.mantine-Input-input')) || field;
  };
  const judged = new Set<Element>();
  for (const input of Array.from(fields)) {
    if (!visible(input) || (input as HTMLInputElement).disabled || input.closest('[aria-disabled="true"], :disabled')) continue;
    const field = drawnBox(input);
    if (judged.has(field)) continue;
    judged.add(field);
    const style = getComputedStyle(field);
    const native = field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type) && style.appearance !== 'none';
    if (native) continue;
    const widths = ['Top', 'Right', 'Bottom', 'Left'].map((side) =>
      parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
    );
    const fill = parse(style.backgroundColor);
    const around = backgroundAround(field);
    // A filled field (a checked box) shows its shape by its fill.
    if (fill && around && fill[3] > 0 && ratio(over(fill, around), around) >= 3) continue;
    // A field drawn only as a line under its text shows itself by that line.
    const bordered = widths.some((width) => width >= 1);
    if (!bordered) {
      findings.push({ kind: 'border', label: labelOf(input), ratio: 1, required: 3, colours: 'no border and no fill' });
      continue;
    }
    const side = widths.findIndex((width) => width >= 1);
    const sideName = ['top', 'right', 'bottom', 'left'][side]!;
    const colour = parse(style.getPropertyValue(`border-${sideName}-color`));
    if (colour) judge(field, 'border', colour, labelOf(input));
  }

  // The focused control's ring (WCAG 2.4.7, 1.4.11): its outline, its box shadow, or a text field's
  // own border, whichever stands out most from what is around it.
  const active = document.activeElement;
  if (active && active !== document.body && active.matches(':focus-visible') && visible(active)) {
    const textField = active.matches('input, textarea, select');
    const focused = textField ? drawnBox(active) : active;
    const style = getComputedStyle(focused);
    const rings = [
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? parse(style.outlineColor) : null,
      style.boxShadow !== 'none' ? parse(style.boxShadow) : null,
      textField && parseFloat(style.borderTopWidth) >= 1 ? parse(style.borderTopColor) : null,
    ].filter((ring): ring is Rgba => ring !== null && ring[3] > 0);
    const around = backgroundAround(focused);
    if (rings.length === 0)
      findings.push({ kind: 'focus', label: labelOf(active), ratio: 1, required: 3, colours: 'no outline, shadow or border' });
    else if (around) {
      const best = rings.reduce((a, b) => (ratio(over(a, around), around) >= ratio(over(b, around), around) ? a : b));
      judge(focused, 'focus', best, labelOf(active));
    } else judge(focused, 'focus', rings[0]!, labelOf(active));
  }
  return { findings, probes };
}

/** Pixel probes for the texts axe could not decide (an image or gradient behind, overlap...). */
export function textProbes(selectors: string[]): PixelProbe[] {
  const probeAttribute = 'data-contrast-probe';
  // Never reused in a document, not even once its element is gone: a probe left waiting by a screen
  // the page has left must not name an element of a later screen.
  const ids = window as unknown as { __contrastDocument?: string; __contrastNext?: number };
  const prefix = (ids.__contrastDocument ??= Math.random().toString(36).slice(2, 8));
  const nextId = () => `${prefix}-${(ids.__contrastNext = (ids.__contrastNext ?? 0) + 1)}`;
  const probes: PixelProbe[] = [];
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    if (!element) continue;
    const style = getComputedStyle(element);
    const match = style.color.match(/rgba?\(([^)]+)\)/);
    if (!match) continue;
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const large = size >= 24 || (bold && size >= 18.66);
    const existing = element.getAttribute(probeAttribute);
    const id = existing ?? nextId();
    if (!existing) element.setAttribute(probeAttribute, id);
    probes.push({
      id: `[${probeAttribute}="${id}"]`,
      kind: 'text',
      label: `"${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
      colour: [parts[0]!, parts[1]!, parts[2]!, parts.length > 3 ? parts[3]! : 1],
      required: large ? 3 : 4.5,
    });
  }
  return probes;
}

/**
 * Where the probe's element is now (null once it is gone or hidden): a text's content box (its
 * border and padding left out), a control's own box. `reveal` scrolls it to the middle of the
 * screen first (only when a test has ended: scrolling moves what a journey sees).
 */
export function probeGeometry({ id, kind, reveal }: { id: string; kind: PixelProbe['kind']; reveal: boolean }): ProbeGeometry | null {
  // A copy of the element that the page keeps out of sight and inert (a step's screenshot) is not it.
  const element = [...document.querySelectorAll(id)].find((candidate) => !candidate.closest('[inert]'));
  if (!element || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
  if (reveal) element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const rect = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const edge = (side: string) =>
    kind === 'text'
      ? parseFloat(style.getPropertyValue(`border-${side}-width`)) + parseFloat(style.getPropertyValue(`padding-${side}`))
      : 0;
  const box = {
    x: rect.left + window.scrollX + edge('left'),
    y: rect.top + window.scrollY + edge('top'),
    width: rect.width - edge('left') - edge('right'),
    height: rect.height - edge('top') - edge('bottom'),
  };
  if (box.width < 1 || box.height < 1) return null;
  const inViewport = rect.top >= 0 && rect.left >= 0 && rect.bottom <= window.innerHeight && rect.right <= window.innerWidth;
  // A grid over the whole box, its edges included: a fixed banner over any strip of it counts.
  const points = [0.02, 0.25, 0.5, 0.75, 0.98].flatMap((fx) => [0.05, 0.35, 0.65, 0.95].map((fy) => [fx, fy]));
  const uncovered =
    !inViewport ||
    points.every(([fx, fy]) => {
      const top = document.elementFromPoint(rect.left + rect.width * fx!, rect.top + rect.height * fy!);
      return top !== null && (element === top || element.contains(top) || top.contains(element));
    });
  return { box, scroll: { x: window.scrollX, y: window.scrollY }, inViewport, uncovered };
}

/**
 * Watches the page and calls `window.__contrastScreen` once the screen has settled after a change
 * (no change for a quarter second, or at most two seconds of steady change), when what it shows
 * differs from the last screen reported. Installed as an init script.
 */
export function watchScreens(): void {
  const w = window as unknown as {
    __contrastScreen?: (screen: string, signature: string) => Promise<void>;
    __contrastQuiet?: () => Promise<{ screen: string; signature: string }>;
    __contrastWatching?: boolean;
  };
  if (w.__contrastWatching || window !== window.top) return;
  w.__contrastWatching = true;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let longest: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  const waiters: Array<() => void> = [];
  /** FNV-1a of the screen's text: the same screen is measured once. */
  const hash = (text: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return (h >>> 0).toString(16);
  };
  /** What the page shows now: a name for reports and a hash of its text, size and focus. */
  const current = () => {
    const text = document.body?.innerText ?? '';
    const focused = document.activeElement?.outerHTML.slice(0, 120) ?? '';
    const size = `${window.innerWidth}x${window.innerHeight}`;
    return {
      screen: `${location.host}${location.pathname}${location.search} at ${size}`,
      signature: hash(`${location.href} ${size} ${focused} ${text}`),
    };
  };
  const settle = () => {
    clearTimeout(quiet);
    clearTimeout(longest);
    longest = undefined;
    for (const resolve of waiters.splice(0)) resolve();
    if (!document.body) return;
    const now = current();
    if (now.signature === last) return;
    last = now.signature;
    void w.__contrastScreen?.(now.screen, now.signature);
  };
  /** Resolves with the screen once the page has been still for a quarter second (a transition that just started has ended). */
  w.__contrastQuiet = () =>
    new Promise<{ screen: string; signature: string }>((resolve) => {
      waiters.push(() => resolve(current()));
      schedule();
    });
  const schedule = () => {
    clearTimeout(quiet);
    quiet = setTimeout(settle, 250);
    longest ??= setTimeout(settle, 2000);
  };
  const changed = (records: MutationRecord[]) => {
    if (records.every((record) => record.attributeName?.startsWith('data-contrast-'))) return;
    schedule();
  };
  const start = () => {
    new MutationObserver(changed).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    document.addEventListener('focusin', schedule);
    schedule();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

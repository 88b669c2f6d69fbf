import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  probeGeometry,
  scanScreen,
  textProbes,
  watchScreens,
  type PageFinding,
  type PixelProbe,
  type ProbeGeometry,
} from './contrast-page';

/**
 * The contrast check every journey runs on every screen it passes (docs/decisions/0081): each
 * visible text against what is actually behind it (WCAG 2.2 AA: 4.5:1, 3:1 for large text), and
 * the borders of fields and the focused control's ring (3:1). axe's `color-contrast` decides the
 * texts on plain colours; the texts it leaves undecided (an image or a gradient behind, overlap)
 * and the controls over images are measured from the screen's own pixels.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Makes a probed element's text transparent while the pixels behind it are captured. */
const HIDE_TEXT =
  '[data-contrast-hide], [data-contrast-hide] * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; transition: none !important; animation: none !important; }';
/** The share of a text's background pixels allowed below the ratio: anti-aliased edges, a stray line. */
const WORST_SHARE = 0.05;

export interface ContrastProblem {
  screen: string;
  kind: 'text' | 'border' | 'focus';
  label: string;
  ratio: number;
  required: number;
  colours: string;
}

export const describeProblem = (p: ContrastProblem) =>
  `${p.screen}: ${p.kind} ${p.label} is ${p.ratio.toFixed(2)}:1 (${p.colours}), needs ${p.required}:1`;

/** Screens already measured in this worker: the same screen in a later journey is not measured again. */
const measured = new Set<string>();
/**
 * Pages (host, path and size) axe has measured in this worker. axe's pass costs about half a second
 * a screen, so it runs on a page's first screen; the check's own scan, which sees more (axe lists
 * no text inside `role="radio"` cards), runs on every screen.
 */
const measuredByAxe = new Set<string>();

type AxeNode = {
  target: string[];
  html: string;
  any: Array<{ data?: { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string } }>;
};
type AxeAnswer = { violations: AxeNode[]; incomplete: AxeNode[] };

/** axe's color-contrast on the page, or on the elements of `include` still in it; null when the page has no axe yet. */
async function runAxeOnce(page: Page, include?: string[]): Promise<AxeAnswer | null> {
  return page.evaluate(async (only) => {
    type Rules = Array<{ nodes: AxeNode[] }>;
    const axe = (
      window as unknown as { axe?: { run: (context: unknown, options: unknown) => Promise<{ violations: Rules; incomplete: Rules }> } }
    ).axe;
    if (!axe) return null;
    const present = only?.filter((selector) => document.querySelector(selector) !== null);
    if (present && present.length === 0) return { violations: [], incomplete: [] };
    const context = present ? { include: present.map((selector) => [selector]) } : document;
    const result = await axe.run(context, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations', 'incomplete'],
      iframes: false,
    });
    const nodes = (rules: Array<{ nodes: AxeNode[] }>) =>
      rules.flatMap((rule) =>
        rule.nodes.map(({ target, html, any }) => ({ target: target as string[], html, any: any.map(({ data }) => ({ data })) })),
      );
    return { violations: nodes(result.violations), incomplete: nodes(result.incomplete) };
  }, include);
}

async function runAxe(page: Page, include?: string[]): Promise<AxeAnswer> {
  const answer = await runAxeOnce(page, include);
  if (answer) return answer;
  await page.evaluate(AXE_SOURCE);
  return (await runAxeOnce(page, include)) ?? { violations: [], incomplete: [] };
}

/** Waits until the page is still (watchScreens), and answers what it shows then. */
const waitForQuiet = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __contrastQuiet?: () => Promise<{ screen: string; signature: string }> }).__contrastQuiet?.(),
  );

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);

const rgb = ([r, g, b, a]: PixelProbe['colour']) => (a < 1 ? `rgb(${r} ${g} ${b} / ${a})` : `rgb(${r}, ${g}, ${b})`);

/** Relative luminance and contrast ratio (WCAG 2.2). */
function luminance(r: number, g: number, b: number): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

type Pixel = [number, number, number];

/** The probe's colour against background pixels, the worst 5% left out. */
function ratioAgainst(colour: PixelProbe['colour'], pixels: Pixel[]): number {
  const [r, g, b, a] = colour;
  const ratios = pixels
    .map(([pr, pg, pb]) => {
      const drawn = luminance(r * a + pr * (1 - a), g * a + pg * (1 - a), b * a + pb * (1 - a));
      return contrast(drawn, luminance(pr, pg, pb));
    })
    .sort((x, y) => x - y);
  return ratios[Math.floor(ratios.length * WORST_SHARE)]!;
}

/**
 * The pixels of a capture (its top left at `origin`, document coordinates) behind a text's box,
 * or, around a control, in a band 6 to 10 pixels outside its box (past any focus ring).
 */
function probePixels(png: PNG, origin: { x: number; y: number }, probe: PixelProbe, box: ProbeGeometry['box']): Pixel[] {
  const ring = probe.kind !== 'text';
  const grow = ring ? 10 : 0;
  const left = box.x - origin.x,
    top = box.y - origin.y;
  const inside = (x: number, y: number) => x >= left - 6 && x < left + box.width + 6 && y >= top - 6 && y < top + box.height + 6;
  const pixels: Pixel[] = [];
  const [x0, y0] = [Math.max(0, Math.floor(left - grow)), Math.max(0, Math.floor(top - grow))];
  const [x1, y1] = [Math.min(png.width, Math.ceil(left + box.width + grow)), Math.min(png.height, Math.ceil(top + box.height + grow))];
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      if (ring && inside(x, y)) continue;
      const i = (y * png.width + x) * 4;
      pixels.push([png.data[i]!, png.data[i + 1]!, png.data[i + 2]!]);
    }
  return pixels;
}

/** Every probe's geometry at once, as `probeGeometry` answers one (the probes stay where they are). */
const geometriesOf = (page: Page, probes: PixelProbe[]) =>
  page.evaluate(
    `((probes) => probes.map((p) => (${probeGeometry.toString()})({ id: p.id, kind: p.kind, reveal: false })))(${JSON.stringify(
      probes.map(({ id, kind }) => ({ id, kind })),
    )})`,
  ) as Promise<Array<ProbeGeometry | null>>;

/** The element neither moved nor scrolled while it was captured. */
const sameBox = (a: ProbeGeometry, b: ProbeGeometry | null) =>
  b !== null &&
  (['x', 'y', 'width', 'height'] as const).every((side) => Math.abs(a.box[side] - b.box[side]) < 1) &&
  a.scroll.x === b.scroll.x &&
  a.scroll.y === b.scroll.y;

/**
 * A screen that changed under its measurement (the page navigated, closed, or dropped an element
 * being read) is left: the next screen is measured when it settles. The checker's own tests
 * (e2e/contrast.spec.ts) show that it still finds what it should.
 */
function ignoreGone(): void {}

/** One page's measurements, one at a time, in the order its screens settle. */
class PageMonitor {
  private queue: Promise<void> = Promise.resolve();
  private cdp: CDPSession | undefined;
  /** Probes below the fold, measured when a later screen shows them or when the test ends. */
  private pending = new Map<string, { screen: string; probe: PixelProbe }>();
  /** Probes measured already on this page: each element is measured by pixels once. */
  private done = new Set<string>();

  constructor(
    private readonly page: Page,
    private readonly problems: ContrastProblem[],
  ) {}

  /** Measures the screen now showing, unless this worker measured the same screen before. */
  measure(signature: string): Promise<void> {
    this.queue = this.queue.then(async () => {
      if (measured.has(signature) || this.page.isClosed()) return;
      measured.add(signature);
      await this.measureScreen().catch(ignoreGone);
    });
    return this.queue;
  }

  /** Waits for the measurements under way. */
  settled(): Promise<void> {
    return this.queue;
  }

  /** Runs `work` between measurements: one axe run at a time on a page (axe refuses a second). */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const done = this.queue.then(work);
    this.queue = done.then(ignoreGone, ignoreGone);
    return done;
  }

  /**
   * Measures the probes no screen showed (the test is over): the first one waiting is scrolled into
   * view, and one capture of that view measures every probe it shows, until none is left.
   */
  finishPending(): Promise<void> {
    this.queue = this.queue.then(async () => {
      while (this.pending.size > 0 && !this.page.isClosed()) {
        const [key, { screen, probe }] = this.pending.entries().next().value!;
        await this.page.evaluate(probeGeometry, { id: probe.id, kind: probe.kind, reveal: true }).catch(ignoreGone);
        await this.measurePendingInView().catch(ignoreGone);
        // Still waiting (covered, moved, larger than the screen, or gone): measured alone, once.
        if (this.pending.has(key)) await this.measurePixels(screen, probe, true).catch(ignoreGone);
        this.settle(key);
      }
      this.pending.clear();
    });
    return this.queue;
  }

  private async measureScreen(): Promise<void> {
    // Named when measured: the page may have moved on since the screen that asked settled.
    const [screen, pageKey] = await this.page.evaluate((): [string, string] => [
      `${location.host}${location.pathname}${location.search} at ${window.innerWidth}x${window.innerHeight}`,
      `${location.host}${location.pathname} at ${window.innerWidth}x${window.innerHeight}`,
    ]);
    const first = measuredByAxe.has(pageKey) ? { violations: [], incomplete: [] } : await runAxe(this.page);
    measuredByAxe.add(pageKey);
    const controls = await this.page.evaluate(scanScreen);
    // What failed is measured again once the page is still: a screen caught mid-transition (a
    // popup fading in) is not a finding.
    let violations = first.violations;
    let findings = controls.findings;
    if (violations.length > 0 || findings.length > 0) {
      await waitForQuiet(this.page);
      const selectors = violations.map((node) => node.target[0]!).filter((selector) => typeof selector === 'string');
      const again = selectors.length > 0 ? await runAxe(this.page, selectors) : { violations: [] };
      const still = new Set(again.violations.map((node) => node.target.join(' ')));
      violations = violations.filter((node) => still.has(node.target.join(' ')));
      const rescanned = new Set((await this.page.evaluate(scanScreen)).findings.map((f) => `${f.kind} ${f.label}`));
      findings = findings.filter((f) => rescanned.has(`${f.kind} ${f.label}`));
    }
    for (const node of violations) {
      const data = node.any[0]?.data ?? {};
      this.problems.push({
        screen,
        kind: 'text',
        label: `"${textOf(node.html)}"`,
        ratio: data.contrastRatio ?? 0,
        required: Number.parseFloat(data.expectedContrastRatio ?? '4.5'),
        colours: `${data.fgColor} on ${data.bgColor}`,
      });
    }
    for (const finding of findings) this.report(screen, finding);
    // Texts axe left undecided, measured against the pixels behind them.
    const undecided = first.incomplete.filter((node) => node.target.length === 1).map((node) => node.target[0]!);
    const probes = [...controls.probes, ...(undecided.length > 0 ? await this.page.evaluate(textProbes, undecided) : [])];
    for (const probe of probes)
      if (!this.done.has(`${probe.kind} ${probe.id}`)) this.pending.set(`${probe.kind} ${probe.id}`, { screen, probe });
    await this.measurePendingInView();
  }

  private report(screen: string, finding: PageFinding | Omit<ContrastProblem, 'screen'>) {
    this.problems.push({ screen, ...finding });
  }

  /**
   * The probe's colour against the pixels of its background, the worst 5% left out. False when the
   * probe is out of view (and not `reveal`ed), or it moved while being captured (measured again later).
   */
  private async measurePixels(screen: string, probe: PixelProbe, reveal: boolean): Promise<boolean> {
    let ratio = await this.pixelRatio(probe, reveal);
    // A failure is measured again once the page is still: a button caught mid-change is not a finding.
    if (typeof ratio === 'number' && ratio < probe.required) {
      await waitForQuiet(this.page);
      ratio = await this.pixelRatio(probe, reveal);
    }
    if (ratio === 'later') return false;
    if (ratio !== 'gone' && ratio < probe.required)
      this.report(screen, {
        kind: probe.kind,
        label: probe.label,
        ratio,
        required: probe.required,
        colours: `${rgb(probe.colour)} on the pixels behind it`,
      });
    return true;
  }

  /** The probe's contrast with its background's pixels, the worst 5% left out. */
  private async pixelRatio(probe: PixelProbe, reveal: boolean): Promise<number | 'later' | 'gone'> {
    const pixels = await this.backgroundPixels(probe, reveal);
    if (pixels === 'later') return 'later';
    if (pixels.length === 0) return 'gone';
    return ratioAgainst(probe.colour, pixels);
  }

  /**
   * The pixels behind a text (its own text made transparent), or around a control, captured from
   * the page as drawn. 'later' when the element is out of view or moved while captured; none when
   * it is gone or covered.
   */
  private async backgroundPixels(probe: PixelProbe, reveal: boolean): Promise<Pixel[] | 'later'> {
    const where = () => this.page.evaluate(probeGeometry, { id: probe.id, kind: probe.kind, reveal });
    const before = await where();
    if (!before) return [];
    if (!before.inViewport || !before.uncovered) return reveal ? [] : 'later';
    const grow = probe.kind === 'text' ? 0 : 10;
    const { box } = before;
    const clip = {
      x: Math.max(0, box.x - grow),
      y: Math.max(0, box.y - grow),
      width: Math.ceil(box.width + 2 * grow),
      height: Math.ceil(box.height + 2 * grow),
    };
    const png = await this.capture(clip, probe.kind === 'text' ? [probe.id] : []);
    if (!sameBox(before, await where())) return 'later';
    return probePixels(png, clip, probe, box);
  }

  /** A capture of part of the page (document coordinates), the texts of `hide` made transparent meanwhile. */
  private async capture(clip: { x: number; y: number; width: number; height: number }, hide: string[]): Promise<PNG> {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    const hidden = hide.length > 0 && (await this.setHidden(hide, true));
    try {
      // Encoded for speed, not size: the PNG is decoded here at once and never kept.
      const shot = await this.cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, clip: { ...clip, scale: 1 } });
      return PNG.sync.read(Buffer.from(shot.data, 'base64'));
    } finally {
      if (hidden) await this.setHidden(hide, false);
    }
  }

  /**
   * The probes waiting to be measured that this screen shows, from one capture of the screen (the
   * texts among them made transparent together). A probe that moved meanwhile waits for a later
   * screen; one below its ratio is measured again alone, once the page is still.
   */
  private async measurePendingInView(): Promise<void> {
    const waiting = [...this.pending.entries()];
    if (waiting.length === 0) return;
    const before = await geometriesOf(
      this.page,
      waiting.map(([, { probe }]) => probe),
    );
    const inView: Array<{ key: string; screen: string; probe: PixelProbe; geometry: ProbeGeometry }> = [];
    waiting.forEach(([key, { screen, probe }], i) => {
      const geometry = before[i];
      if (!geometry) this.settle(key);
      else if (geometry.inViewport && geometry.uncovered) inView.push({ key, screen, probe, geometry });
    });
    if (inView.length === 0) return;
    const viewport = await this.page.evaluate(() => ({
      x: window.scrollX,
      y: window.scrollY,
      width: window.innerWidth,
      height: window.innerHeight,
    }));
    const texts = inView.filter(({ probe }) => probe.kind === 'text').map(({ probe }) => probe.id);
    const png = await this.capture(viewport, texts);
    const after = await geometriesOf(
      this.page,
      inView.map(({ probe }) => probe),
    );
    for (const [i, { key, screen, probe, geometry }] of inView.entries()) {
      if (!sameBox(geometry, after[i] ?? null)) continue;
      const pixels = probePixels(png, viewport, probe, geometry.box);
      if (pixels.length > 0 && ratioAgainst(probe.colour, pixels) < probe.required) {
        if (await this.measurePixels(screen, probe, false)) this.settle(key);
      } else this.settle(key);
    }
  }

  /** The probe is measured (or gone): it waits no more. */
  private settle(key: string) {
    this.pending.delete(key);
    this.done.add(key);
  }

  private setHidden(selectors: string[], hide: boolean): Promise<boolean> {
    return this.page.evaluate(
      ({ selectors, hide, css }) => {
        const elements = selectors.map((selector) => document.querySelector(selector)).filter((element) => element !== null);
        if (elements.length === 0) return false;
        if (!document.getElementById('contrast-hide-text')) {
          const style = document.createElement('style');
          style.id = 'contrast-hide-text';
          style.textContent = css;
          document.head.append(style);
        }
        for (const element of elements) element.toggleAttribute('data-contrast-hide', hide);
        return true;
      },
      { selectors, hide, css: HIDE_TEXT },
    );
  }
}

/** The monitor watching each browser context, for `betweenMeasurements`. */
const monitorOfContext = new WeakMap<BrowserContext, ContrastMonitor>();

/**
 * Runs `work` on a page once the contrast check's measurements under way have ended, and holds the
 * next until it has: a test's own axe run (e2e/support/accessibility.ts) and the check's never overlap.
 */
export function betweenMeasurements<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const monitor = monitorOfContext.get(page.context());
  return monitor ? monitor.of(page).exclusive(work) : work();
}

/** Watches every page of a browser context; `finish` measures each open page's last screen and answers every problem found. */
export class ContrastMonitor {
  private readonly problems: ContrastProblem[] = [];
  private readonly monitors = new Map<Page, PageMonitor>();

  static async attach(context: BrowserContext): Promise<ContrastMonitor> {
    const monitor = new ContrastMonitor();
    await context.exposeBinding('__contrastScreen', ({ page }, _screen: string, signature: string) => monitor.of(page).measure(signature));
    await context.addInitScript(watchScreens);
    monitorOfContext.set(context, monitor);
    return monitor;
  }

  /** The page's own monitor, made on its first use. */
  of(page: Page): PageMonitor {
    let monitor = this.monitors.get(page);
    if (!monitor) {
      monitor = new PageMonitor(page, this.problems);
      this.monitors.set(page, monitor);
    }
    return monitor;
  }

  /** The problems of every screen, once the screens showing now have been measured too. */
  async finish(pages: Page[]): Promise<ContrastProblem[]> {
    for (const page of pages) {
      const now = page.isClosed() ? undefined : await waitForQuiet(page).catch(() => undefined);
      if (now) await this.of(page).measure(now.signature);
    }
    await Promise.all([...this.monitors.values()].map((monitor) => monitor.finishPending()));
    const seen = new Set<string>();
    return this.problems.filter((problem) => {
      const key = `${problem.screen} ${problem.kind} ${problem.label}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
}

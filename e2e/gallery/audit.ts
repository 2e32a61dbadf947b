/**
 * What the gallery measures in the page, beyond axe: overflow, clipped text, tap targets,
 * icon contrast and focus rings. Each exported function runs inside the browser
 * (page.evaluate), so each is self-contained: no imports, no closures over this module; the
 * colour tools they share are installed on `window` first.
 */

export interface Finding {
  check: 'overflow' | 'clipped' | 'target' | 'icon-contrast';
  /** The widget's tag and a short path to the element inside it. */
  where: string;
  detail: string;
}

export interface ColourTools {
  /** A CSS colour as [r, g, b, alpha 0..1]. */
  rgba(colour: string): readonly [number, number, number, number];
  /** The colour behind an element: its ancestors' backgrounds over white, in the flat tree. */
  backdrop(element: Element): readonly number[];
  /** The WCAG contrast ratio of two [r, g, b] colours. */
  contrast(a: readonly number[], b: readonly number[]): number;
}

/**
 * Puts WCAG colour tools on `window.swColour` for the in-page checks (axe checks text, not
 * SVG strokes or focus rings). Run once per page with page.evaluate before the checks.
 */
export function installColourTools(): void {
  const rgba = (colour: string) => {
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.fillStyle = colour;
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255] as const;
  };
  const luminance = ([r, g, b]: readonly number[]) => {
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  const flatParent = (element: Element): Element | null =>
    element.assignedSlot ??
    element.parentElement ??
    ((element.getRootNode() as ShadowRoot).host || null);
  /** The colour behind an element: its ancestors' backgrounds, painted over the page's. */
  const backdrop = (element: Element) => {
    const layers: (readonly number[])[] = [];
    for (let at: Element | null = element; at; at = flatParent(at)) {
      const colour = rgba(getComputedStyle(at).backgroundColor);
      if (colour[3] > 0) layers.unshift(colour);
      if (colour[3] === 1) break;
    }
    return layers.reduce(
      (under, [r, g, b, a]) => [
        r! * a! + under[0]! * (1 - a!),
        g! * a! + under[1]! * (1 - a!),
        b! * a! + under[2]! * (1 - a!),
      ],
      [255, 255, 255] as readonly number[],
    );
  };
  const contrast = (a: readonly number[], b: readonly number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  (window as unknown as { swColour: ColourTools }).swColour = { rgba, backdrop, contrast };
}

/** The focused element's ring: its outline, and its colour's contrast with what is behind it. */
export function focusRing() {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active || active === document.body) return null;
  const { rgba, backdrop, contrast } = (window as unknown as { swColour: ColourTools }).swColour;
  const style = getComputedStyle(active);
  const parent = active.parentElement ?? (active.getRootNode() as ShadowRoot).host;
  return {
    style: style.outlineStyle,
    width: parseFloat(style.outlineWidth),
    contrast: contrast(rgba(style.outlineColor), backdrop(parent)),
  };
}

export function auditWidgets(tags: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  const viewport = document.documentElement.clientWidth;

  const describe = (element: Element) => {
    const part = element.getAttribute('part');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.localName}${part ? `[part="${part}"]` : ''}${text ? ` "${text}"` : ''}`;
  };
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
  };
  /** Visually hidden text (the 1px clip pattern) is for screen readers: not a layout problem. */
  const screenReaderOnly = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  const fullTextReachable = (element: Element, text: string) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const named = `${at.getAttribute('title') ?? ''} ${at.getAttribute('aria-label') ?? ''}`;
      if (named.includes(text)) return true;
    }
    return false;
  };

  const { rgba, backdrop, contrast } = (window as unknown as { swColour: ColourTools }).swColour;

  const elementsOf = (root: ShadowRoot) => [...root.querySelectorAll('*')];
  const interactive =
    'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]';

  if (document.documentElement.scrollWidth > viewport) {
    findings.push({
      check: 'overflow',
      where: 'page',
      detail: `page is ${document.documentElement.scrollWidth}px wide in a ${viewport}px viewport`,
    });
  }

  for (const host of document.querySelectorAll(tags.join(','))) {
    const root = host.shadowRoot;
    if (!root || !shown(host)) continue;
    const tag = host.localName;
    const box = host.getBoundingClientRect();
    if (box.left < -0.5 || box.right > viewport + 0.5 || host.scrollWidth > host.clientWidth + 1) {
      findings.push({
        check: 'overflow',
        where: tag,
        detail: `box ${Math.round(box.left)}..${Math.round(box.right)}, scrollWidth ${host.scrollWidth} > ${host.clientWidth}`,
      });
    }
    for (const element of elementsOf(root)) {
      if (!shown(element) || screenReaderOnly(element)) continue;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.left < -0.5 || rect.right > viewport + 0.5) {
        findings.push({
          check: 'overflow',
          where: `${tag} ${describe(element)}`,
          detail: `spans ${Math.round(rect.left)}..${Math.round(rect.right)} of ${viewport}px`,
        });
      }
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const clips = ['hidden', 'clip'].some((o) => o === style.overflowX || o === style.overflowY);
      const cut =
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1;
      if (text && clips && cut && !fullTextReachable(element, text)) {
        findings.push({
          check: 'clipped',
          where: `${tag} ${describe(element)}`,
          detail: `text ${element.scrollWidth}x${element.scrollHeight} in a ${element.clientWidth}x${element.clientHeight} box, full text in no title or label`,
        });
      }
      if (element.matches(interactive) && !element.matches(':disabled')) {
        // A control inside its label (a radio, a swatch) is hit through the label's box.
        const target = element.closest('label') ?? element;
        const { width, height } = target.getBoundingClientRect();
        const inlineLink = element.localName === 'a' && style.display === 'inline';
        if (!inlineLink && (width < 43.5 || height < 43.5)) {
          findings.push({
            check: 'target',
            where: `${tag} ${describe(element)}`,
            detail: `${Math.round(width)}x${Math.round(height)}px, under 44x44`,
          });
        }
      }
      if (element.localName === 'svg') {
        const ratio = contrast(rgba(style.color), backdrop(element));
        if (ratio < 3) {
          findings.push({
            check: 'icon-contrast',
            where: `${tag} ${describe(element)}`,
            detail: `icon ${style.color} on its background: ${ratio.toFixed(2)}:1, under 3:1`,
          });
        }
      }
    }
  }
  return findings;
}

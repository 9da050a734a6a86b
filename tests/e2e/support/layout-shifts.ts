import type { Page } from '@playwright/test';

/** A layout shift and what moved in it: each moved node and where it went. */
export type LayoutShift = { value: number; moved: string[] };

/**
 * Records every layout shift of each page `page` loads from then on, from its first paint, with
 * what moved (read back with `layoutShifts`), so a failure says which part of the page moved.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Entry = PerformanceEntry & {
      value: number;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[])
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(
            ({ node, previousRect: a, currentRect: b }) =>
              `${node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName} ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`,
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded on the page now in `page`. */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as { layoutShifts?: LayoutShift[] }).layoutShifts ?? []);

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The widths every screen is checked at: the smallest phone, a common phone, a desktop. */
export const WIDTHS = [320, 375, 1440] as const;

/**
 * Nothing scrolls sideways: the document is no wider than the window, and no text or control
 * sticks out past its right edge either (a section with `overflow: clip` would hide that from
 * scrollWidth while still cutting the content off). Content inside its own horizontal scroller
 * (a wide table) is fine: that box scrolls, not the page.
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut: string[] = [];
    const scrollsSideways = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const selector =
      'a, button, input, select, textarea, label, p, h1, h2, h3, h4, h5, h6, li, td, th, dt, dd, strong, code, img, [role="tab"]';
    for (const el of document.querySelectorAll(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      // Hidden from people on purpose (decoration, the waitlist's bot field): nothing to read there.
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      let parent = el.parentElement;
      let inScroller = false;
      for (; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrollsSideways(parent)) {
          inScroller = true;
          break;
        }
      }
      if (!inScroller)
        cut.push(
          `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(box.right)} px`,
        );
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, cut: cut.slice(0, 5) };
  });
  expect(found.scrollWidth, `${what}: document.documentElement.scrollWidth <= innerWidth`).toBeLessThanOrEqual(
    found.innerWidth,
  );
  expect(found.cut, `${what}: content cut off on the right`).toEqual([]);
}

/**
 * A sandboxed frame that runs no script (the announcement editor's e-mail preview): axe cannot run
 * inside it and would wait on it until the test times out. What it shows is checked as a page of
 * its own (announcements.spec.ts).
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * Lets every finite animation end (a toast sliding in or out), so axe measures colours as people
 * read them, not a frame at half opacity. Endless ones (a spinner) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/**
 * What axe-core finds on the screen as it is now, one line per rule broken (empty: nothing), with
 * every rule it runs by default but `disabledRules`.
 *
 * Two settings keep the same verdict at a fraction of the cost, run a couple of hundred times a
 * suite: legacy mode runs axe in the page itself, where the default opens a blank tab per check
 * to merge the frames' results (the screens have no cross-origin frame, the one case legacy mode
 * cannot test); and only violations are gathered node by node (passes are not read here).
 */
export async function axeViolations(page: Page, disabledRules: string[] = []): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .disableRules(disabledRules)
    .exclude(SCRIPTLESS_FRAMES)
    .analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.help}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

/** axe-core on the screen as it is now, once its animations end: no violation of any rule it runs by default. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  await settleAnimations(page);
  expect(await axeViolations(page), `${what}: axe-core violations`).toEqual([]);
}

/** Both checks, for one screen in one state. */
export async function checkScreen(page: Page, what: string): Promise<void> {
  await expectNoSidewaysScroll(page, what);
  await expectNoAxeViolations(page, what);
}

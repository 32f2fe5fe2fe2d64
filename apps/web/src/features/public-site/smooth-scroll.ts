/** The spec's navigation scroll: 800 ms, 50 px above the target, starting after 10 ms. */
export const SCROLL_DURATION_MS = 800;
export const SCROLL_OFFSET_PX = -50;
export const SCROLL_DELAY_MS = 10;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls to the element with `id`, then moves focus there so keyboard and screen-reader users follow. */
export function scrollToSection(id: string): void {
  window.setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY + SCROLL_OFFSET_PX;
    const done = () => {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    if (prefersReducedMotion()) {
      window.scrollTo(0, top);
      return done();
    }
    const start = window.scrollY;
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / SCROLL_DURATION_MS);
      window.scrollTo(0, start + (top - start) * easeInOutCubic(progress));
      if (progress < 1) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  }, SCROLL_DELAY_MS);
}

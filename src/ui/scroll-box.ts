// A .table-scroll box whose table is wider than it must be reachable by keyboard, to scroll
// it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable), and must say
// what it holds. A box that does not overflow stays out of the tab order. Re-evaluated
// whenever the box or its table changes size (a phone turned, rows arriving, large text).
import type { Attachment } from 'svelte/attachments';

export const scrollBox: Attachment<HTMLElement> = (box) => {
  const update = () => {
    if (box.scrollWidth > box.clientWidth + 1) {
      const caption = box.querySelector('caption')?.textContent?.trim();
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', `${caption || 'Table'} (scrolls sideways)`);
    } else if (box.hasAttribute('tabindex')) {
      box.removeAttribute('tabindex');
      box.removeAttribute('role');
      box.removeAttribute('aria-label');
    }
  };
  const observer = new ResizeObserver(update);
  observer.observe(box);
  for (const child of Array.from(box.children)) observer.observe(child);
  update();
  return () => observer.disconnect();
};

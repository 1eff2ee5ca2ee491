import { useEffect, type RefObject } from 'react';

/**
 * GraphiQL draws its operation tabs as role="tab" items that contain buttons (axe: nested-interactive, serious).
 * Dropping the tab roles leaves a plain list of buttons, which is what the bar is to assistive technology.
 */
export function useGraphiqlA11y(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const fix = () =>
      element.querySelectorAll('[role="tab"], [role="tablist"], [role="none"][aria-selected]').forEach((node) => {
        node.setAttribute('role', 'none');
        node.removeAttribute('aria-selected'); // a tab's state; the active one is marked by GraphiQL's class
      });
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(element, { childList: true, subtree: true, attributeFilter: ['role', 'aria-selected'] });
    return () => observer.disconnect();
  }, [root]);
}

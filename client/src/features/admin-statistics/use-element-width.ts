import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element, followed as it changes: the charts draw at their container's width (in pixels, so their
 * text keeps its size on a phone instead of shrinking with a scaled SVG). Before the first measure, and where
 * nothing is laid out, `fallback`.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth) || fallback);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

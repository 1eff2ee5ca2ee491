/**
 * The catalogue's areas speak the chosen language: each area object is wrapped once, and reading a text through it
 * returns the Korean original while Korean is chosen (no lookup, no library in the first load) and the translation of
 * the same path otherwise. A text function (`MSG.shop.totalCount(3)`) becomes the translation's template filled with
 * the same arguments, so no call site changes with the language.
 */
import { activeTranslator } from './language.js';

/** Reads the Korean object under a wrapped area, for the catalogue's own tools. */
export const KOREAN = Symbol('korean');

const wrapped = new WeakMap<object, object>();

/** Declares one area of the catalogue (`MSG.<name>`) by its Korean texts; nested objects are wrapped by their path. */
export function localized<T extends object>(path: string, korean: T): T {
  const known = wrapped.get(korean);
  if (known) return known as T;
  const proxy = new Proxy(korean, {
    get(target, key, receiver) {
      if (key === KOREAN) return target;
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return value;
      const at = `${path}.${key}`;
      if (typeof value === 'object' && value !== null) return localized(at, value);
      const translator = activeTranslator();
      if (!translator) return value;
      if (typeof value === 'function') return (...args: unknown[]) => translator.format(at, args);
      return typeof value === 'string' ? translator.text(at) : value;
    },
  });
  wrapped.set(korean, proxy);
  return proxy;
}

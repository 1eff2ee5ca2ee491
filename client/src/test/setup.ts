import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A page's first render may wait for its lazily loaded module, which a busy machine compiles slowly: findBy and
// waitFor wait up to 5 s instead of 1 s (a passing test still finishes as soon as the element appears).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.sessionStorage.clear();
});

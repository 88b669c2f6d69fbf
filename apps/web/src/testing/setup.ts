import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetMemoryCopies } from '@/lib/response-cache';
import { forgetWaitingScreenshots } from '@/lib/screenshot';
import { storage } from '@/lib/storage';

// findBy and waitFor wait up to 5 s, not 1: a lazily loaded popup or step appears later while the
// API suite runs beside these tests on two cores. A wait is not an assertion.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine asks for.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
window.HTMLElement.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  storage.clear();
  forgetMemoryCopies();
  forgetWaitingScreenshots();
});

/** Component tests (happy-dom): unmount what a test rendered and restore mocks after each. */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 1 s by default, which a busy CI machine can exceed while a component
// renders after typing; 5 s still fails fast when the awaited text never comes.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

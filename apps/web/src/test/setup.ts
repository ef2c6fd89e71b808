import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import { i18n } from '@/lib/i18n';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // A test that switched to Hindi leaves the next one in English, as a new visitor sees it.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

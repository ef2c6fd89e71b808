import { render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@fixo/shared';

import { i18n, LANGUAGE_STORAGE_KEY, restoreLanguage, setLanguage, translateMessage, useLanguage } from '.';

function Probe() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <p data-testid="probe" data-language={language}>
      {t('ui.requestService')}
    </p>
  );
}

describe('i18n', () => {
  it('starts in English with the spec texts, with nothing to load', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('Request Service');
    expect(i18n.hasResourceBundle('hi', 'common')).toBe(i18n.hasResourceBundle('hi', 'common')); // no throw
  });

  it('switches to Hindi: loads its texts, sets <html lang> and remembers the choice', async () => {
    render(<Probe />);
    await setLanguage('hi');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('सर्विस का अनुरोध करें'));
    expect(screen.getByTestId('probe')).toHaveAttribute('data-language', 'hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByTestId('probe')).toHaveTextContent('Request Service');
  });

  it('restores a stored Hindi choice, and ignores an unknown stored value', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    await restoreLanguage();
    expect(i18n.language).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    await restoreLanguage();
    expect(i18n.language).toBe('hi');
  });

  it('translates a shared validation message by its key, and leaves unknown text as it came', async () => {
    await setLanguage('hi');
    const t = i18n.getFixedT('hi');
    expect(translateMessage(t, VALIDATION_MESSAGES.mobileTooShort)).toBe('मोबाइल नंबर बहुत छोटा है');
    expect(translateMessage(t, 'Centre closed for Diwali')).toBe('Centre closed for Diwali');
    const en = i18n.getFixedT('en');
    expect(translateMessage(en, VALIDATION_MESSAGES.mobileTooShort)).toBe('Mobile number is too short');
  });
});

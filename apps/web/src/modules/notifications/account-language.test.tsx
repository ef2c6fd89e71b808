import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LanguageSwitch } from '@/components/layout/language-switch';
import { i18n, setLanguage } from '@/lib/i18n';
import { stubFetch } from '@/test/render';

import {
  followAccountLanguage,
  followCenterLanguage,
  saveAccountLanguage,
  saveCenterLanguage,
} from './account-language';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

/** A server keeping one customer's preferences; records each PUT body. */
function stubAccount(language: 'en' | 'hi') {
  const account = { channel: 'sms', language };
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubFetch({
        'GET /api/Notifications/Preferences': () => ({ status: 200, body: account }),
        'PUT /api/Notifications/Preferences': (init) => {
          const body = JSON.parse(String(init?.body)) as Partial<typeof account>;
          puts.push(body);
          Object.assign(account, body);
          return { status: 200, body: account };
        },
      }),
    ),
  );
  return { account, puts };
}

describe('the language on the account', () => {
  it('sign-in on another device follows the account’s Hindi', async () => {
    const { puts } = stubAccount('hi');
    expect(i18n.language).toBe('en');
    await followAccountLanguage(new QueryClient());
    expect(i18n.language).toBe('hi');
    expect(puts).toEqual([]);
  });

  it('an account still on English takes the Hindi chosen on this device before signing in', async () => {
    const { account, puts } = stubAccount('en');
    await setLanguage('hi');
    await followAccountLanguage(new QueryClient());
    expect(i18n.language).toBe('hi');
    expect(puts).toEqual([{ language: 'hi' }]);
    expect(account.language).toBe('hi');
  });

  it('English on both stays English and saves nothing', async () => {
    const { puts } = stubAccount('en');
    await followAccountLanguage(new QueryClient());
    expect(i18n.language).toBe('en');
    expect(puts).toEqual([]);
  });

  it('the header switch saves the choice on the account (only the language is sent)', async () => {
    const { puts } = stubAccount('en');
    const queryClient = new QueryClient();
    render(<LanguageSwitch onChosen={(language) => void saveAccountLanguage(language, queryClient)} />);
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(puts).toEqual([{ language: 'hi' }]));
    expect(i18n.language).toBe('hi');
    expect(queryClient.getQueryData(['notifications', 'preferences'])).toEqual({
      channel: 'sms',
      language: 'hi',
    });
  });

  it('a failed save keeps the device’s choice', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({})));
    await expect(saveAccountLanguage('hi')).resolves.toBeUndefined();
  });
});

/** A server keeping one service center's language; records each PUT body. */
function stubCenter(language: 'en' | 'hi') {
  const account = { language };
  const puts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubFetch({
        'GET /api/Notifications/CenterLanguage': () => ({ status: 200, body: account }),
        'PUT /api/Notifications/CenterLanguage': (init) => {
          const body = JSON.parse(String(init?.body)) as typeof account;
          puts.push(body);
          Object.assign(account, body);
          return { status: 200, body: account };
        },
      }),
    ),
  );
  return { account, puts };
}

describe("the language on a service center's account", () => {
  it('sign-in follows the center’s Hindi', async () => {
    const { puts } = stubCenter('hi');
    await followCenterLanguage();
    expect(i18n.language).toBe('hi');
    expect(puts).toEqual([]);
  });

  it('a center still on English takes the Hindi chosen before signing in', async () => {
    const { account } = stubCenter('en');
    await setLanguage('hi');
    await followCenterLanguage();
    expect(account.language).toBe('hi');
  });

  it('the center header’s switch saves the choice', async () => {
    const { puts } = stubCenter('en');
    render(<LanguageSwitch onChosen={(language) => void saveCenterLanguage(language)} />);
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(puts).toEqual([{ language: 'hi' }]));
  });
});

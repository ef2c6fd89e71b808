import { describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../platform/config.js';
import { databaseUrl, templateFor, type PostgresTemplates } from './postgres-templates.js';

const templates: PostgresTemplates = {
  base: 'fixo_tpl_1_ab_base',
  demo: 'fixo_tpl_1_ab_demo',
  seededOn: '2026-12-02',
};
// 12:00 in India on the day the templates were seeded.
const sameDay = new Date('2026-12-02T06:30:00Z');
const config = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
  seedDemo: true,
  ...overrides,
});

describe('which template a test database is cloned from', () => {
  it('takes the demo template for the demo accounts and the base one without them', () => {
    expect(templateFor(templates, config(), sameDay)).toBe(templates.demo);
    expect(templateFor(templates, config({ seedDemo: false }), sameDay)).toBe(templates.base);
  });

  it('prepares its own database when the templates were made with another configuration', () => {
    expect(templateFor(templates, config({ env: 'production' }), sameDay)).toBeUndefined();
    expect(templateFor(templates, config({ enableOtpDefault: true }), sameDay)).toBeUndefined();
    expect(templateFor(templates, config({ enableOtpOverride: true }), sameDay)).toBeUndefined();
  });

  it('seeds the demo data afresh once the India date is not the one it was seeded on', () => {
    // 00:10 in India the next day: 18:40 UTC is already past midnight there.
    const nextIndiaDay = new Date('2026-12-02T18:40:00Z');
    expect(templateFor(templates, config(), nextIndiaDay)).toBeUndefined();
    expect(templateFor(templates, config({ seedDemo: false }), nextIndiaDay)).toBe(templates.base);
  });

  it('prepares its own when the run has no templates', () => {
    expect(templateFor(null, config(), sameDay)).toBeUndefined();
    expect(templateFor(undefined, config({ seedDemo: false }), sameDay)).toBeUndefined();
  });

  it('points the server URL at another database, keeping user, host and options', () => {
    expect(databaseUrl('postgres://postgres@127.0.0.1:5432/test?sslmode=disable', 't_1_ab')).toBe(
      'postgres://postgres@127.0.0.1:5432/t_1_ab?sslmode=disable',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_UPI_PAYEE, loadConfig } from './config.js';

describe('configuration defaults are safe', () => {
  it('listens on loopback by default: npm start is a demo on this machine', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
  });

  it('turns development tools and demo accounts on only for the embedded demo on loopback', () => {
    const demo = loadConfig({});
    expect(demo.devTools).toBe(true);
    expect(demo.seedDemo).toBe(true);
    for (const host of ['localhost', '::1']) expect(loadConfig({ HOST: host }).devTools).toBe(true);

    const everyInterface = loadConfig({ HOST: '0.0.0.0' });
    expect(everyInterface.devTools).toBe(false);
    expect(everyInterface.seedDemo).toBe(false);
    const postgres = loadConfig({ DATABASE_URL: 'postgres://db/fixo' });
    expect(postgres.devTools).toBe(false);
    expect(postgres.seedDemo).toBe(false);
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.devTools).toBe(false);
    expect(production.seedDemo).toBe(false);
  });

  it('honours DEV_TOOLS when asked for outside production', () => {
    expect(loadConfig({ HOST: '0.0.0.0', DEV_TOOLS: 'true' }).devTools).toBe(true);
    expect(loadConfig({ DEV_TOOLS: 'false' }).devTools).toBe(false);
  });

  it('sizes the PostgreSQL pool from PG_POOL_MAX (10 by default), refusing nonsense', () => {
    const url = 'postgres://u@h:5432/db';
    expect(loadConfig({ DATABASE_URL: url }).database).toMatchObject({ kind: 'postgres', poolMax: 10 });
    expect(loadConfig({ DATABASE_URL: url, PG_POOL_MAX: '20' }).database).toMatchObject({ poolMax: 20 });
    for (const bad of ['0', '-5', 'ten', '1.5', '100000']) {
      expect(() => loadConfig({ DATABASE_URL: url, PG_POOL_MAX: bad })).toThrow(/PG_POOL_MAX/);
    }
  });

  it('refuses to start with DEV_TOOLS=true in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'true' })).toThrow(
      'DEV_TOOLS: must not be true when NODE_ENV=production',
    );
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS: 'false' }).devTools).toBe(false);
  });

  it('takes the UPI payee from the environment (a marked demo payee only in the embedded demo), refusing a malformed one', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).upiPayee).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production' }).upiPayee).toBeUndefined();
    expect(loadConfig({}).upiPayee).toEqual(DEMO_UPI_PAYEE);
    expect(
      loadConfig({ UPI_PAYEE_VPA: 'payments@okaxis', UPI_PAYEE_NAME: 'Fixo Mobility Pvt Ltd' }).upiPayee,
    ).toEqual({ vpa: 'payments@okaxis', name: 'Fixo Mobility Pvt Ltd', demo: false });
    expect(() => loadConfig({ UPI_PAYEE_VPA: 'not a vpa' })).toThrow(
      'UPI_PAYEE_VPA must look like name@bank',
    );
  });

  it('keeps ENABLE_OTP unset unless given, so the stored value stays', () => {
    expect(loadConfig({}).enableOtpOverride).toBeUndefined();
    expect(loadConfig({ ENABLE_OTP: 'true' }).enableOtpOverride).toBe(true);
    expect(loadConfig({ ENABLE_OTP: 'false' }).enableOtpOverride).toBe(false);
  });
});

describe('status-message configuration', () => {
  it('defaults: the outbox (no gateways), development template ids, links to this server, the worker on', () => {
    const config = loadConfig({ PORT: '3100' }).notifications;
    expect(config.smsGateway).toBeUndefined();
    expect(config.whatsappGateway).toBeUndefined();
    expect(config.smsTemplateIds.request_accepted).toBe('DEV-request_accepted');
    expect(config.publicUrl).toBe('http://127.0.0.1:3100');
    expect(config.worker).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).notifications.worker).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).notifications.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://fixo.in/' }).notifications.publicUrl).toBe('https://fixo.in');
  });

  it('an SMS gateway needs every DLT template id; with them the ids come from the environment', () => {
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.in/send' })).toThrow(
      /SMS_TEMPLATE_REQUEST_RECEIVED: required with SMS_GATEWAY_URL/,
    );
    const ids = {
      SMS_TEMPLATE_REQUEST_RECEIVED: '1107160000000000001',
      SMS_TEMPLATE_REQUEST_ACCEPTED: '1107160000000000002',
      SMS_TEMPLATE_REQUEST_REJECTED: '1107160000000000003',
      SMS_TEMPLATE_REQUEST_CLOSED: '1107160000000000004',
      SMS_TEMPLATE_CENTER_NEW_REQUEST: '1107160000000000005',
    };
    const config = loadConfig({
      SMS_GATEWAY_URL: 'https://sms.example.in/send',
      SMS_GATEWAY_KEY: 'k',
      ...ids,
    }).notifications;
    expect(config.smsGateway).toEqual({ url: 'https://sms.example.in/send', key: 'k' });
    expect(config.smsTemplateIds.center_new_request).toBe('1107160000000000005');
    expect(() => loadConfig({ WHATSAPP_GATEWAY_URL: 'ftp://wa' })).toThrow(
      /WHATSAPP_GATEWAY_URL must be an http/,
    );
  });
});

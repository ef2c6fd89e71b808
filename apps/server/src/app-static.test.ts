import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_SCREEN_PATH } from '@fixo/shared';
import { createTestApp, type TestApp } from './test-support/test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const script = `console.log(${JSON.stringify('fixo '.repeat(500))});`;
const html =
  '<!doctype html><title>Fixo</title><script type="module" src="/assets/index-abc123.js"></script>';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A built web app as vite.config.ts writes it: hashed assets, each with .br and .gz beside it.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fixo-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (name: string, content: string) => {
    fs.writeFileSync(path.join(dist, name), content);
    fs.writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(content));
    fs.writeFileSync(path.join(dist, `${name}.gz`), gzipSync(content));
  };
  write('index.html', html);
  write('assets/index-abc123.js', script);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDist: dist, seedDemo: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('static web assets', () => {
  it('sends hashed assets brotli- or gzip-compressed, cached for a year as immutable', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('makes the browser revalidate index.html and other unhashed files, on every path that serves them', async () => {
    for (const url of ['/', '/index.html', '/dashboard-customer/service-request']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(html);
    }
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});

describe('pages the web build writes under their own path (app.html, index.html, fixopro/index.html, a screen shell)', () => {
  let prerendered: TestApp;
  let prerenderedDist: string;
  const pages = {
    'app.html': '<!doctype html><title>Fixo</title><div id="root">Loading...</div>',
    'index.html': '<!doctype html><title>Fixo</title><div id="root"><h1>Landing</h1></div>',
    'fixopro/index.html': '<!doctype html><title>Fixo</title><div id="root"><h1>FixoPro</h1></div>',
    'dashboard-customer/service-request/index.html':
      '<!doctype html><title>Fixo</title><link rel="modulepreload" href="/assets/screen.js"><div id="root">Loading...</div>',
  };
  beforeAll(async () => {
    prerenderedDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fixo-web-'));
    fs.mkdirSync(path.join(prerenderedDist, 'fixopro'));
    fs.mkdirSync(path.join(prerenderedDist, 'dashboard-customer/service-request'), { recursive: true });
    for (const [name, content] of Object.entries(pages)) {
      fs.writeFileSync(path.join(prerenderedDist, name), content);
      fs.writeFileSync(path.join(prerenderedDist, `${name}.br`), brotliCompressSync(content));
      fs.writeFileSync(path.join(prerenderedDist, `${name}.gz`), gzipSync(content));
    }
    prerendered = await createTestApp({ webDist: prerenderedDist, seedDemo: false });
  });
  afterAll(async () => {
    await prerendered.close();
    fs.rmSync(prerenderedDist, { recursive: true, force: true });
  });

  it('sends each prerendered page on its own path and the empty shell on every other client-side route', async () => {
    const expected: Array<[string, string]> = [
      ['/', pages['index.html']],
      ['/fixopro', pages['fixopro/index.html']],
      ['/fixopro/', pages['fixopro/index.html']],
      ['/login', pages['app.html']],
      ['/dashboard-customer/service-request', pages['dashboard-customer/service-request/index.html']],
      [
        '/dashboard-customer/service-request/?from=home',
        pages['dashboard-customer/service-request/index.html'],
      ],
      ['/dashboard-customer', pages['app.html']],
      ['/dashboard-customer/service-request-tracking', pages['app.html']],
      // only letters, digits and '-' name a folder: anything else is a client route, never a path on disk
      ['/dashboard-customer/service-request/..%2F..%2Ffixopro', pages['app.html']],
    ];
    for (const [url, html] of expected) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const page = await prerendered.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(page.statusCode, `${url} ${encoding}`).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-cache');
        const body =
          encoding === 'br'
            ? brotliDecompressSync(page.rawPayload)
            : encoding === 'gzip'
              ? gunzipSync(page.rawPayload)
              : page.rawPayload;
        expect(body.toString(), `${url} ${encoding}`).toBe(html);
      }
      // HEAD (link checkers, uptime monitors) answers as GET does, without the body.
      const head = await prerendered.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
      expect(head.headers['content-type'], `HEAD ${url}`).toMatch(/^text\/html/);
      expect(head.rawPayload.length, `HEAD ${url}`).toBe(0);
    }
    const missing = await prerendered.app.inject({ method: 'HEAD', url: '/assets/old-hash.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('names the states of the only country on the request screen, and on no other page', async () => {
    const screen = await prerendered.app.inject({ method: 'GET', url: REQUEST_SCREEN_PATH });
    expect(screen.headers.link).toBe(
      '</api/Masters/GetAllStates?COUNTRYID=1>; rel=preload; as=fetch; crossorigin',
    );
    for (const url of ['/', '/fixopro', '/login', '/dashboard-customer']) {
      const page = await prerendered.app.inject({ method: 'GET', url });
      expect(page.headers.link, url).toBeUndefined();
    }
  });
});

describe('a client route opened cold gets the shell the web build wrote for it (route-shells.json)', () => {
  let shelled: TestApp;
  let dist: string;
  const shell = (name: string) =>
    `<!doctype html><title>Fixo</title><link rel="modulepreload" href="/assets/${name}.js"><div id="root"></div>`;
  const pages = {
    'app.html': '<!doctype html><title>Fixo</title><div id="root">Loading...</div>',
    'index.html': '<!doctype html><title>Fixo</title><div id="root"><h1>Landing</h1></div>',
    'shells/0.html': shell('job-card-list'),
    'shells/1.html': shell('job-card-form'),
    'shells/2.html': shell('tracking'),
    'shells/3.html': shell('not-found'),
  };
  // Most specific first, as the build orders them (React Router's ranking).
  const list = (shells: Array<[pattern: string, file: string]>) =>
    JSON.stringify({ shells: shells.map(([pattern, file]) => ({ pattern, file })) });
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fixo-web-'));
    fs.mkdirSync(path.join(dist, 'shells'));
    for (const [name, content] of Object.entries(pages)) fs.writeFileSync(path.join(dist, name), content);
    fs.writeFileSync(
      path.join(dist, 'route-shells.json'),
      list([
        ['/service-manager/service-request/service-request-details', 'shells/0.html'],
        ['/service-manager/service-request/:id', 'shells/1.html'],
        ['/service-manager/service-request', 'shells/1.html'],
        ['/track/:token', 'shells/2.html'],
        ['/*', 'shells/3.html'],
      ]),
    );
    shelled = await createTestApp({ webDist: dist, seedDemo: false });
  });
  afterAll(async () => {
    await shelled.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const body = async (url: string) => (await shelled.app.inject({ method: 'GET', url })).body;

  it('matches as the router does: the static route before a parameter, any case, a trailing slash, a query', async () => {
    expect(await body('/service-manager/service-request/service-request-details')).toBe(
      pages['shells/0.html'],
    );
    expect(await body('/service-manager/service-request/42')).toBe(pages['shells/1.html']);
    expect(await body('/Service-Manager/Service-Request/')).toBe(pages['shells/1.html']);
    expect(await body('/track/-4KwOvVGsez_KLSP8?utm=sms')).toBe(pages['shells/2.html']);
    expect(await body('/track/a/b')).toBe(pages['shells/3.html']);
    // A prerendered page keeps its own HTML; a file that is not there stays a 404.
    expect(await body('/')).toBe(pages['index.html']);
    expect((await shelled.app.inject({ method: 'GET', url: '/assets/old-hash.js' })).statusCode).toBe(404);
  });

  it('reads the list again when a new build rewrites it, and sends the empty shell when a listed file is gone', async () => {
    const file = path.join(dist, 'route-shells.json');
    const rewrite = (shells: Array<[string, string]>, secondsLater: number) => {
      fs.writeFileSync(file, list(shells));
      // A later modification time, whatever the file system's resolution.
      const later = new Date(Date.now() + secondsLater * 1000);
      fs.utimesSync(file, later, later);
    };
    rewrite([['/track/:token', 'shells/3.html']], 5);
    expect(await body('/track/abc')).toBe(pages['shells/3.html']);
    expect(await body('/service-manager/service-request/42')).toBe(pages['app.html']);
    rewrite([['/track/:token', 'shells/9.html']], 10);
    expect(await body('/track/abc')).toBe(pages['app.html']);
    fs.rmSync(file);
    expect(await body('/track/abc')).toBe(pages['app.html']);
  });
});

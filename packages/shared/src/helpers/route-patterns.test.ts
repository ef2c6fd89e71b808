import { describe, expect, it } from 'vitest';
import {
  expandOptionalSegments,
  routePatternRegExp,
  routeScore,
  routeShellMatcher,
} from './route-patterns.js';

describe('route patterns as the server matches them', () => {
  it('expands optional segments into the patterns they stand for, shortest first', () => {
    expect(expandOptionalSegments('/service-manager/add-edit-parts/:id?')).toEqual([
      '/service-manager/add-edit-parts',
      '/service-manager/add-edit-parts/:id',
    ]);
    expect(expandOptionalSegments('/a/:b?/c/:d?')).toEqual(['/a/c', '/a/:b/c', '/a/c/:d', '/a/:b/c/:d']);
    expect(expandOptionalSegments('/')).toEqual(['/']);
  });

  it('matches one segment per parameter, the rest of the path for a final splat, any case, a trailing slash', () => {
    const track = routePatternRegExp('/track/:token');
    expect(track.test('/track/abc-_1')).toBe(true);
    expect(track.test('/TRACK/abc/')).toBe(true);
    expect(track.test('/track/')).toBe(false);
    expect(track.test('/track/a/b')).toBe(false);
    const invoices = routePatternRegExp('/service-manager/invoice-for-sr/*');
    expect(invoices.test('/service-manager/invoice-for-sr')).toBe(true);
    expect(invoices.test('/service-manager/invoice-for-sr/12/view')).toBe(true);
    expect(invoices.test('/service-manager/invoice-for-srx')).toBe(false);
    expect(routePatternRegExp('/').test('/')).toBe(true);
    expect(routePatternRegExp('/').test('/login')).toBe(false);
    // Text of the pattern is literal, never a regular expression.
    expect(routePatternRegExp('/a.b').test('/axb')).toBe(false);
    expect(() => routePatternRegExp('/a/:id?')).toThrow(/optional/);
    expect(() => routePatternRegExp('/a/*/b')).toThrow(/end/);
  });

  it('scores a static segment above a parameter above a splat, as React Router ranks', () => {
    expect(routeScore('/service-manager/service-request/service-request-details')).toBeGreaterThan(
      routeScore('/service-manager/service-request/:id'),
    );
    expect(routeScore('/track/:token')).toBeGreaterThan(routeScore('/track/*'));
    expect(routeScore('/dashboard-customer', true)).toBeGreaterThan(routeScore('/dashboard-customer'));
  });

  it('answers the first shell in the given order that matches, or nothing', () => {
    const shellFor = routeShellMatcher([
      { pattern: '/track/:token', file: 'shells/1.html' },
      { pattern: '/*', file: 'shells/2.html' },
    ]);
    expect(shellFor('/track/abc')).toBe('shells/1.html');
    expect(shellFor('/anything/else')).toBe('shells/2.html');
    expect(routeShellMatcher([])('/track/abc')).toBeUndefined();
  });
});

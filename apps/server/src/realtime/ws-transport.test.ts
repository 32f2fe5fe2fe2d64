import { describe, expect, it } from 'vitest';
import { originAllowed } from './ws-transport';

const PUBLIC_URL = 'https://escola.lunna.app';

describe('originAllowed (the plain WebSocket, authenticated by cookie)', () => {
  it('accepts a client that sends no Origin: not a browser, it has nobody else’s cookie', () => {
    expect(originAllowed(undefined, 'escola.lunna.app', PUBLIC_URL)).toBe(true);
  });

  it('accepts the public address’s own pages', () => {
    expect(originAllowed('https://escola.lunna.app', 'escola.lunna.app', PUBLIC_URL)).toBe(true);
    expect(originAllowed('https://escola.lunna.app', 'internal:3000', PUBLIC_URL)).toBe(true);
  });

  it('accepts a page of the host the request went to (the same site under another name)', () => {
    expect(originAllowed('http://localhost:5173', 'localhost:5173', PUBLIC_URL)).toBe(true);
    expect(originAllowed('http://LOCALHOST:5173', 'localhost:5173', PUBLIC_URL)).toBe(true);
  });

  it('refuses another site’s pages, a different scheme or port, and nonsense', () => {
    expect(originAllowed('https://outro-site.example', 'escola.lunna.app', PUBLIC_URL)).toBe(false);
    expect(originAllowed('http://escola.lunna.app', 'other:80', PUBLIC_URL)).toBe(false);
    expect(originAllowed('https://escola.lunna.app:8443', 'other', PUBLIC_URL)).toBe(false);
    expect(originAllowed('https://escola.lunna.app.evil.example', 'escola.lunna.app', PUBLIC_URL)).toBe(
      false,
    );
    expect(originAllowed('null', 'escola.lunna.app', PUBLIC_URL)).toBe(false);
    expect(originAllowed('https://outro-site.example', undefined, PUBLIC_URL)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizarResposta } from './lumi.sanitize';

describe('what an answer may carry', () => {
  it('keeps the allowed tags and links to screens of the app', () => {
    const html = '<h1>A</h1><h2>B</h2><p>um<br>dois <a href="/cardapio">Alimentação</a></p>';
    expect(sanitizarResposta(html)).toBe(
      '<h1>A</h1><h2>B</h2><p>um<br />dois <a href="/cardapio">Alimentação</a></p>',
    );
  });

  it('drops scripts, handlers, styles, images and links out of the app', () => {
    const html =
      '<p onclick="x()">Oi<script>alert(1)</script><img src=x onerror=alert(1)><style>p{}</style></p>' +
      '<a href="javascript:alert(1)">js</a><a href="https://evil.example">fora</a><a href="//evil.example">rel</a><div><b>negrito</b></div>';
    const out = sanitizarResposta(html);
    expect(out).toBe('<p>Oi</p>negrito');
    expect(out).not.toMatch(/script|onerror|onclick|javascript|evil|<img|<a/);
  });

  it('leaves escaped text inert', () => {
    expect(sanitizarResposta('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});

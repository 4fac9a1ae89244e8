/**
 * E-mail text hygiene (promise 3 and 14): header values stay on one line, HTML bodies keep
 * only the allow-list, plain text drops tags.
 */
import { describe, expect, it } from 'vitest';
import { cleanHeaderText, htmlToText, sanitizeEmailHtml } from './text';

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onmouseover="alert(1)">x</div>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name=x></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="x"></object><embed src="x">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
];

describe('sanitizeEmailHtml', () => {
  it.each(XSS)('removes what could run script: %s', (payload) => {
    const out = sanitizeEmailHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(out).not.toMatch(
      /<(script|img|svg|iframe|form|input|object|embed|meta|base|style|math)\b/i,
    );
    expect(out).not.toMatch(/\s(on\w+|style|src|action)\s*=/i);
    expect(out).not.toMatch(/href="(?!https?:|mailto:)/i);
    expect(out).toContain('<p>before</p>');
  });

  it('keeps the simple safe set', () => {
    const html =
      '<h1>T</h1><h2>S</h2><h3>s</h3><p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><br /></p>' +
      '<ul><li>a</li></ul><ol><li>b</li></ol><table><tr><th>h</th><td>d</td></tr></table>' +
      '<div><span>x</span></div><a href="https://example.com">l</a><a href="mailto:a@b.c">m</a>';
    const out = sanitizeEmailHtml(html);
    for (const tag of ['h1', 'h2', 'h3', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li']) {
      expect(out).toContain(`<${tag}>`);
    }
    expect(out).toContain('<br />');
    expect(out).toContain('<th>h</th><td>d</td>');
    expect(out).toContain('<div><span>x</span></div>');
    expect(out).toContain('<a href="https://example.com" rel="noopener noreferrer">l</a>');
    expect(out).toContain('<a href="mailto:a@b.c" rel="noopener noreferrer">m</a>');
  });
});

describe('cleanHeaderText', () => {
  it('turns control characters into one space and caps the length at 300', () => {
    expect(cleanHeaderText('Hello\r\nBcc: evil@x\u0000\t there\u2028!')).toBe(
      'Hello Bcc: evil@x there !',
    );
    expect(cleanHeaderText('x'.repeat(400))).toHaveLength(300);
    expect(Array.from(cleanHeaderText('📅'.repeat(400)))).toHaveLength(300);
  });
});

describe('htmlToText', () => {
  it('keeps the words and line structure of notes without tags', () => {
    expect(
      htmlToText('<p>Went <b>well</b> &amp; on time</p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('Went well & on time\n\n- one\n- two');
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeNotes } from './sanitize-notes';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">p</p>',
  '<b onmouseover=alert(1)>b</b>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<<script>script>alert(1)<</script>/script>',
  '<a href="//evil.example">protocol-relative</a>',
];

describe('sanitizeNotes', () => {
  it.each(PAYLOADS)('leaves nothing executable in %s', (payload) => {
    const out = sanitizeNotes(`<p>ok</p>${payload}`) ?? '';
    expect(out).not.toMatch(
      /<\s*(script|svg|img|iframe|object|embed|form|input|meta|base|style|math|details)/i,
    );
    expect(out).not.toMatch(/\son\w+\s*=/i);
    expect(out).not.toMatch(/(javascript|vbscript|data):/i);
    expect(out).not.toMatch(/style=/i);
    expect(out).not.toMatch(/href="\/\//i);
  });

  it('keeps the allow-list and marks links noopener', () => {
    const html =
      '<p>a<br></p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol>' +
      '<a href="https://example.com/a?b=1&amp;c=2">web</a><a href="mailto:x@example.com">mail</a>';
    expect(sanitizeNotes(html)).toBe(
      '<p>a<br /></p><b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u>' +
        '<ul><li>1</li></ul><ol><li>2</li></ol>' +
        '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">web</a>' +
        '<a href="mailto:x@example.com" rel="noopener noreferrer" target="_blank">mail</a>',
    );
  });

  it('gives null for nothing visible', () => {
    expect(sanitizeNotes(null)).toBeNull();
    expect(sanitizeNotes(undefined)).toBeNull();
    expect(sanitizeNotes('<script>x</script>  ')).toBeNull();
  });
});

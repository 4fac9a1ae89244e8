/**
 * Browser-side allow-list sanitizer for rich-text notes and e-mail HTML before they are shown
 * (GUIDE 1 "HTML notes", SECURITY 3). Keeps only p, br, b, strong, i, em, u, ul, ol, li and
 * a[href] with an http, https or mailto address; every other attribute is dropped. Script-like
 * elements are removed with their content, other unknown elements are unwrapped (their text
 * stays, escaped). Parsing uses DOMParser, whose documents run no script and load nothing.
 * The server sanitizes on write as well; this is the second line of defence.
 */

const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a']);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'xmp',
  'plaintext',
]);
const SAFE_HREF = /^(https?:|mailto:)/i;

/** True when `href` is an http(s) or mailto address (whitespace and control characters ignored). */
export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_HREF.test(compact);
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  from.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      return;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
    const el = child as Element;
    const tag = el.localName.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) return;
    if (!ALLOWED.has(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      copyChildren(el, to, doc);
      return;
    }
    const clean = doc.createElement(tag);
    if (tag === 'a') {
      const href = el.getAttribute('href');
      if (href && isSafeHref(href)) {
        clean.setAttribute('href', href.trim());
        clean.setAttribute('rel', 'noopener noreferrer nofollow');
        clean.setAttribute('target', '_blank');
      }
    }
    copyChildren(el, clean, doc);
    to.appendChild(clean);
  });
}

/** Returns `html` reduced to the allow-list; `''` for empty input. Browser only (DOMParser). */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  const parser = new DOMParser();
  const source = parser.parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const target = parser.parseFromString('<!doctype html><body></body>', 'text/html');
  copyChildren(source.body, target.body, target);
  return target.body.innerHTML;
}

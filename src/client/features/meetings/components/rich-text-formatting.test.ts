import { describe, expect, it } from 'vitest';
import { insertList, wrapSelection } from './rich-text-formatting';

describe('wrapSelection', () => {
  it('wraps the selection and keeps it selected', () => {
    const r = wrapSelection('say hello now', 4, 9, 'b');
    expect(r.value).toBe('say <b>hello</b> now');
    expect(r.value.slice(r.selectionStart, r.selectionEnd)).toBe('hello');
  });
  it('inserts an empty pair with the caret inside', () => {
    const r = wrapSelection('ab', 1, 1, 'u');
    expect(r.value).toBe('a<u></u>b');
    expect(r.selectionStart).toBe(4);
    expect(r.selectionEnd).toBe(4);
  });
});

describe('insertList', () => {
  it('makes one item per non-empty selected line', () => {
    const r = insertList('x\none\n\n two \ny', 2, 12, false);
    expect(r.value).toBe('x\n<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>\ny');
  });
  it('inserts an empty numbered list with the caret in the item', () => {
    const r = insertList('', 0, 0, true);
    expect(r.value).toBe('<ol>\n  <li></li>\n</ol>');
    expect(r.value.slice(0, r.selectionStart).endsWith('<li>')).toBe(true);
  });
});

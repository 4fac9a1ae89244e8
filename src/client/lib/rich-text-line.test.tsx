/**
 * `richTextToLine` (rich-text-line.ts): rich text as one line of plain text, read by the
 * browser's HTML parser.
 */
import { describe, expect, it } from 'vitest';
import { richTextToLine } from './rich-text-line';

describe('richTextToLine', () => {
  it('keeps the text of every paragraph and list item, a space between blocks', () => {
    expect(
      richTextToLine(
        '<p>Talk about <strong>growth</strong></p><ul><li>Goals</li><li>Plan</li></ul>',
      ),
    ).toBe('Talk about growth Goals Plan');
    expect(richTextToLine('<p>One<br>Two</p>\n\n<p>  Three  </p>')).toBe('One Two Three');
  });

  it('decodes every entity, named or numeric, as a browser does', () => {
    expect(
      richTextToLine(
        '<p>Caf&eacute; &amp; r&#233;sum&#xE9; &lt;draft&gt; &quot;Q3&quot; it&#39;s</p>',
      ),
    ).toBe('Café & résumé <draft> "Q3" it\'s');
  });

  it('reads plain text, comparison signs included, as text', () => {
    expect(richTextToLine('Revenue < target & costs > plan\nnext line')).toBe(
      'Revenue < target & costs > plan next line',
    );
  });

  it('answers an empty line for nothing, blanks and empty markup', () => {
    for (const value of [null, undefined, '', '   ', '<p></p>', '<p><br></p>']) {
      expect(richTextToLine(value)).toBe('');
    }
  });

  it('never runs or loads what the markup names', () => {
    const before = document.querySelectorAll('img').length;
    expect(richTextToLine('<p>Hi<img src="x" onerror="window.__ran = 1"></p>')).toBe('Hi');
    expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
    expect(document.querySelectorAll('img')).toHaveLength(before);
  });
});

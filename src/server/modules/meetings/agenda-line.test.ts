/**
 * `agendaLine` (agenda-line.ts): an agenda, rich or plain text, as one line of plain text cut to
 * a number of characters.
 */
import { describe, expect, it } from 'vitest';
import { agendaLine } from './agenda-line';

describe('agendaLine', () => {
  it('keeps the text of paragraphs, headings and list items, one space between blocks', () => {
    expect(
      agendaLine(
        '<h2>Plan</h2><p>Talk about <strong>growth</strong></p><ul><li>Goals</li></ul>',
        50,
      ),
    ).toBe('Plan Talk about growth Goals');
  });

  it('decodes entities and leaves out links’ addresses, images and scripts', () => {
    expect(
      agendaLine(
        '<p>Caf&eacute; &amp; <a href="https://x.test/doc">the doc</a><img src="y.png"></p>',
        50,
      ),
    ).toBe('Café & the doc');
    expect(agendaLine('<p>Hi</p><script>alert(1)</script><style>p{}</style><p>there</p>', 50)).toBe(
      'Hi there',
    );
  });

  it('reads a plain-text agenda as typed, its lines joined', () => {
    expect(agendaLine('Revenue < target & costs > plan\nnext', 50)).toBe(
      'Revenue < target & costs > plan next',
    );
    expect(agendaLine('Fish &amp; chips', 50)).toBe('Fish &amp; chips');
  });

  it('cuts at the number of characters, never inside one', () => {
    expect(agendaLine(`<p>${'x'.repeat(49)}yz</p>`, 50)).toBe(`${'x'.repeat(49)}y`);
    expect(agendaLine('<p>🙂🙂🙂</p>', 2)).toBe('🙂🙂');
  });

  it('answers an empty line for no agenda', () => {
    for (const value of [null, undefined, '', '   ', '<p></p>'])
      expect(agendaLine(value, 50)).toBe('');
  });
});

/**
 * Snippets and the header box (decision 33): a snippet renders its marked words in `<mark>`
 * and everything else as text, so markup in it stays inert; the query's terms for the meeting
 * page's highlighting; `/` focuses the header box except while typing in a field.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { highlightTerms } from './search-highlight';
import { HeaderSearchBox } from './header-search-box';
import { Snippet, snippetPieces } from './snippet';

describe('Snippet', () => {
  it('renders marked words as <mark> and markup as text', () => {
    const { container } = render(
      <p>
        <Snippet snippet='&lt;img src=x onerror=alert(1)&gt; <mark>promotion</mark> &amp; "q" &#39;' />
      </p>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'promotion',
    ]);
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> promotion & "q" \'');
  });

  it('splits on the marks only', () => {
    expect(snippetPieces('a <mark>b</mark> c <mark>d</mark>')).toEqual([
      ['a ', false],
      ['b', true],
      [' c ', false],
      ['d', true],
    ]);
    expect(snippetPieces('<b>x</b>')).toEqual([['<b>x</b>', false]]);
  });
});

describe('highlightTerms', () => {
  it('keeps the searched words, folded and cut to their shared letters, not the excluded ones', () => {
    expect(highlightTerms('Promote "next quarter" or Résumé -travel')).toEqual([
      'promo',
      'next',
      'quart',
      'resu',
    ]);
  });
});

describe('HeaderSearchBox', () => {
  it('is focused by / unless the person is typing in a field', () => {
    render(
      <MemoryRouter>
        <input aria-label="Other field" />
        <HeaderSearchBox />
      </MemoryRouter>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search your 1:1s' });
    const other = screen.getByRole('textbox', { name: 'Other field' });
    other.focus();
    fireEvent.keyDown(other, { key: '/' });
    expect(document.activeElement).toBe(other);
    other.blur();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(box);
  });
});

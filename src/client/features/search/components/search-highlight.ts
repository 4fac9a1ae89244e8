/**
 * The matched words on the meeting page a search result opens (`/meeting/{id}?highlight=<q>`,
 * docs/decisions/0033-search.md): the words of `q` (not the excluded ones), and the other forms
 * of each (a word of the page whose accent-free lower case starts with the term's first
 * letters: "promote" marks "promotion", "resume" marks "résumé"), painted with the CSS Custom
 * Highlight API (`::highlight(search-result)` in styles.css). It paints ranges over the text
 * and never changes the DOM that React and the editors own. The page loads in parts, so it
 * paints again when the page changes, and scrolls to the first match once.
 */
import { useEffect } from 'react';

/** Name of the highlight in `CSS.highlights` and in the stylesheet. */
export const SEARCH_HIGHLIGHT = 'search-result';

/** A word without accents, in lower case. */
export const foldWord = (word: string) =>
  word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The terms of a search query to look for: its words outside `or` and `-excluded` ones, folded,
 * each cut to the letters its other forms share (all but the last two, at least four). Pure.
 */
export function highlightTerms(q: string): string[] {
  const terms = new Set<string>();
  for (const raw of q.split(/\s+/u)) {
    if (!raw || raw.startsWith('-') || raw.toLowerCase() === 'or') continue;
    for (const word of raw.match(/[\p{L}\p{N}]+/gu) ?? []) {
      const folded = foldWord(word);
      if (folded.length < 2) continue;
      terms.add(folded.length > 4 ? folded.slice(0, Math.max(4, folded.length - 2)) : folded);
    }
  }
  return [...terms];
}

/** Ranges of the words of `root`'s text that start with one of `terms`. */
function matchingRanges(root: Element, terms: string[]): Range[] {
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, header, [aria-hidden="true"]')) continue;
    const text = node.nodeValue ?? '';
    for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
      const folded = foldWord(match[0]);
      if (!terms.some((t) => folded.startsWith(t))) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      ranges.push(range);
    }
  }
  return ranges;
}

/**
 * Paints the words of `q` inside the element `rootSelector` names (default `main`) while the
 * component using it is mounted; scrolls the first to the middle of the screen once. Does
 * nothing without `q` or where the browser has no `CSS.highlights`.
 */
export function useSearchHighlight(q: string | null, rootSelector = 'main'): void {
  useEffect(() => {
    const registry = typeof CSS !== 'undefined' ? CSS.highlights : undefined;
    const terms = q ? highlightTerms(q) : [];
    const root = document.querySelector(rootSelector);
    if (!registry || typeof Highlight === 'undefined' || terms.length === 0 || !root) return;
    let scrolled = false;
    let frame = 0;
    const paint = () => {
      frame = 0;
      const ranges = matchingRanges(root, terms);
      registry.set(SEARCH_HIGHLIGHT, new Highlight(...ranges));
      const first = ranges[0]?.startContainer.parentElement;
      if (!scrolled && first) {
        scrolled = true;
        first.scrollIntoView({ block: 'center' });
      }
    };
    paint();
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(paint);
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
      registry.delete(SEARCH_HIGHLIGHT);
    };
  }, [q, rootSelector]);
}

/**
 * The live document's schema and HTML (decision 29): the shared extension list
 * (`richTextExtensions`, the editor's) gives exactly the notes allow-list, and HTML survives
 * the round trip through a Y.XmlFragment as the server's sanitizer writes it.
 */
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fieldHtml, replaceFieldFromHtml, richTextSchema } from './live-html';

describe('the live documents’ schema', () => {
  it('holds only the allow-list’s nodes and marks', () => {
    const schema = richTextSchema();
    expect(Object.keys(schema.nodes).sort()).toEqual(
      ['bulletList', 'doc', 'hardBreak', 'listItem', 'orderedList', 'paragraph', 'text'].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'italic', 'link', 'underline']);
  });

  it('keeps the allow-list through a fragment and drops the rest', () => {
    const doc = new Y.Doc();
    replaceFieldFromHtml(
      doc,
      'notes',
      '<p>A <b>b</b> <i>i</i> <u>u</u><br>line <a href="https://x.test">x</a>' +
        '<a href="javascript:alert(1)">j</a></p><h1>T</h1><ol><li><p>1</p></li></ol>' +
        '<script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(fieldHtml(doc, 'notes')).toBe(
      '<p>A <strong>b</strong> <em>i</em> <u>u</u><br />line ' +
        '<a href="https://x.test" rel="noopener noreferrer" target="_blank">x</a>j</p>' +
        '<p>T</p><ol><li><p>1</p></li></ol>',
    );
    replaceFieldFromHtml(doc, 'agenda', 'plain\nagenda');
    expect(fieldHtml(doc, 'agenda')).toBe('<p>plain<br />agenda</p>');
    replaceFieldFromHtml(doc, 'agenda', null);
    expect(fieldHtml(doc, 'agenda')).toBeNull();
  });
});

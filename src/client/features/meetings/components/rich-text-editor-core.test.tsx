/**
 * The notes editor (spec 2.7; docs/decisions/0014-notes-editor.md): its toolbar buttons carry
 * accessible names with their shortcuts and change the document, and pasted HTML is reduced to
 * the notes allow-list before it enters the document.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor-core';

function setup(value: string) {
  const onChange = vi.fn();
  render(<RichTextEditor id="notes" label="Notes" value={value} onChange={onChange} />);
  return { onChange, textbox: screen.getByRole('textbox', { name: 'Notes' }) };
}

/** Pastes `html` into the editor as a browser would (a paste event with a text/html item). */
function paste(target: HTMLElement, html: string) {
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', html.replace(/<[^>]+>/g, ''));
  const event = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
  Object.defineProperty(event, 'clipboardData', { value: data });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('RichTextEditor', () => {
  it('names every toolbar button with its shortcut, in a toolbar that controls the text', async () => {
    setup('');
    const toolbar = screen.getByRole('toolbar', { name: 'Notes formatting' });
    expect(toolbar.getAttribute('aria-controls')).toBe('notes');
    for (const name of [
      'Bold (Ctrl+B)',
      'Italic (Ctrl+I)',
      'Underline (Ctrl+U)',
      'Bullet list (Ctrl+Shift+8)',
      'Numbered list (Ctrl+Shift+7)',
      'Link (Ctrl+K)',
    ]) {
      await waitFor(() =>
        expect(screen.getByRole('button', { name })).toHaveProperty('disabled', false),
      );
    }
  });

  it('turns the paragraph into a bullet list and back, pressed while active', async () => {
    const { onChange } = setup('<p>Ship the export</p>');
    const bullets = await screen.findByRole('button', { name: 'Bullet list (Ctrl+Shift+8)' });
    await waitFor(() => expect(bullets).toHaveProperty('disabled', false));
    fireEvent.click(bullets);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Ship the export</p></li></ul>'),
    );
    expect(bullets.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Numbered list (Ctrl+Shift+7)' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<ol><li><p>Ship the export</p></li></ol>'),
    );
  });

  it('keeps only the allowed marks and nodes of pasted HTML; scripts and bad links are dropped', async () => {
    const { onChange, textbox } = setup('');
    await waitFor(() => expect(textbox.getAttribute('contenteditable')).toBe('true'));
    paste(
      textbox,
      '<h1 style="color:red">Title</h1><p onclick="x()">Went <b>well</b> <em>and</em> <s>gone</s></p>' +
        '<script>alert(1)</script><a href="javascript:alert(2)">bad</a> <a href="https://ok.test/">good</a>' +
        '<img src=x onerror="alert(3)"><ul><li>one</li></ul>',
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.calls.at(-1)![0] as string;
    expect(html).toContain('<strong>well</strong>');
    expect(html).toContain('<em>and</em>');
    expect(html).toContain('<li><p>one</p></li>');
    expect(html).toContain('href="https://ok.test/"');
    for (const bad of [
      '<h1',
      'style=',
      'onclick',
      '<script',
      'alert',
      'javascript:',
      '<img',
      '<s>',
    ]) {
      expect(html, bad).not.toContain(bad);
    }
    expect(html).toContain('Title');
  });

  it('shows a value set from outside and reports empty text as an empty string', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <RichTextEditor id="n" label="Notes" value="<p>old</p>" onChange={onChange} />,
    );
    const textbox = screen.getByRole('textbox', { name: 'Notes' });
    await waitFor(() => expect(textbox.textContent).toBe('old'));
    rerender(
      <RichTextEditor id="n" label="Notes" value="<p>new <u>text</u></p>" onChange={onChange} />,
    );
    await waitFor(() => expect(textbox.innerHTML).toContain('<u>text</u>'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

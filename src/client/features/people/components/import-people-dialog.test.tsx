/**
 * The "Import people" dialog (decision 16): a chosen file is previewed (dryRun=true, sent as
 * text/csv), each line shown with its outcome and reason; Apply is offered only when no line
 * is an error and something changes, and sends dryRun=false. A file the server refuses whole
 * (400: a formula cell, red team 2) shows the server's message.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportResult } from '@/shared/schemas/people-import';
import { renderWithQueries } from '@/client/test/render';
import { ImportPeopleDialog } from './import-people-dialog';

const CSV = 'email,first name,last name,job title,department,role,manager email\n';

function mockImport(preview: ImportResult, applied?: ImportResult, appliedStatus = 200) {
  const fetchMock = vi.fn(async (url: string) => {
    const dryRun = url.endsWith('dryRun=true');
    return new Response(JSON.stringify(dryRun ? preview : applied), {
      status: dryRun ? 200 : appliedStatus,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const file = () =>
  new File([CSV + 'a@example.com,A,B,,,Team Member,m@example.com\n'], 'p.csv', {
    type: 'text/csv',
  });

describe('ImportPeopleDialog', () => {
  it('previews the file, then applies it', async () => {
    const lines = [
      { line: 2, email: 'a@example.com', outcome: 'create' as const },
      { line: 3, email: 'b@example.com', outcome: 'unchanged' as const },
    ];
    const fetchMock = mockImport({ applied: false, lines }, { applied: true, lines });
    const onImported = vi.fn();
    renderWithQueries(<ImportPeopleDialog open onOpenChange={() => {}} onImported={onImported} />);
    await userEvent.upload(screen.getByLabelText('CSV file'), file());
    await screen.findByText('1 to create, 0 to update, 1 unchanged, 0 errors.');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/team-members/import?dryRun=true');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
    expect(String(init.body)).toContain('a@example.com,A,B');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/team-members/import?dryRun=false');
  });

  it('shows each error line with its reason and offers no Apply', async () => {
    mockImport({
      applied: false,
      lines: [
        { line: 2, email: 'a@example.com', outcome: 'create' },
        { line: 3, email: 'b@example', outcome: 'error', reason: 'Invalid e-mail address' },
      ],
    });
    renderWithQueries(<ImportPeopleDialog open onOpenChange={() => {}} />);
    await userEvent.upload(screen.getByLabelText('CSV file'), file());
    await screen.findByText('Invalid e-mail address');
    expect(screen.getByText(/1 error\. Correct the file/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the 400 of a file with a formula cell, naming its line and column, and no preview', async () => {
    const message =
      'Line 3, column 2 (first name) starts with "=": spreadsheet formulas and cells starting with a TAB or a carriage return are refused';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              message,
              code: 'VALIDATION_FAILED',
              fieldErrors: { file: [message] },
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    renderWithQueries(<ImportPeopleDialog open onOpenChange={() => {}} />);
    await userEvent.upload(screen.getByLabelText('CSV file'), file());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByText(/to create/)).toBeNull(); // no preview, so nothing to apply
  });
});

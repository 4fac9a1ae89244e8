/**
 * "Was this 1:1 useful?" (decision 13): the caller rates 1–5 with an optional comment through
 * PUT /api/meetings/{id}/feedback, sees their own earlier rating, and must pick a rating first.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '@/client/test/render';
import { FeedbackCard } from './feedback-card';

function fakeServer(own: { rating: number | null; comment: string | null }) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const body =
      init?.method === 'PUT'
        ? { ...JSON.parse(String(init.body)), updatedAt: '2026-11-24T10:00:00.000Z' }
        : { ...own, updatedAt: own.rating ? '2026-11-20T10:00:00.000Z' : null };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('FeedbackCard', () => {
  it('sends the chosen rating and comment with one PUT', async () => {
    const fetchMock = fakeServer({ rating: null, comment: null });
    renderWithQueries(<FeedbackCard meetingId={5} />);
    await userEvent.click(await screen.findByRole('radio', { name: '4 of 5: Very useful' }));
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Clear next steps');
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByText('Thank you, your rating is saved')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/meetings/5/feedback');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      rating: 4,
      comment: 'Clear next steps',
    });
  });

  it('shows the caller’s own earlier rating', async () => {
    fakeServer({ rating: 3, comment: 'Fine' });
    renderWithQueries(<FeedbackCard meetingId={5} />);
    const three = await screen.findByRole('radio', { name: '3 of 5: Useful' });
    await waitFor(() => expect((three as HTMLInputElement).checked).toBe(true));
    expect((screen.getByLabelText('Comment (optional)') as HTMLTextAreaElement).value).toBe('Fine');
    expect(screen.getByRole('button', { name: 'Update rating' })).toBeTruthy();
  });

  it('asks for a rating before saving, and sends nothing', async () => {
    const fetchMock = fakeServer({ rating: null, comment: null });
    renderWithQueries(<FeedbackCard meetingId={5} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save rating' }));
    expect(await screen.findByText('Choose a rating from 1 to 5')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});

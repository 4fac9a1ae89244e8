import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-client';

describe('errorMessage (spec 8)', () => {
  it('shows the server message when the answer carried one', () => {
    const error = new ApiError(409, '409: {"message":"Email is already in use"}', {
      message: 'Email is already in use',
    });
    expect(errorMessage(error, 'Failed to add team member.')).toBe('Email is already in use');
  });

  it('shows "<status>: <body>" for a plain-text answer', () => {
    expect(errorMessage(new ApiError(500, '500: boom', null), 'Failed to schedule 1:1')).toBe(
      '500: boom',
    );
  });

  it('falls back when no answer came', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to schedule 1:1')).toBe(
      'Failed to schedule 1:1',
    );
  });
});

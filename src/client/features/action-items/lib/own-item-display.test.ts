// @vitest-environment happy-dom -- the titles read rich text with the browser's HTML parser (DOMParser).
import { describe, expect, it } from 'vitest';
import { displayDayOf, meetingName } from './own-item-display';

describe('own item display texts', () => {
  it('names a meeting by title, then agenda, then date', () => {
    expect(meetingName({ title: 'Growth', agenda: 'Goals', date: '2030-01-02' })).toBe('Growth');
    expect(meetingName({ title: ' ', agenda: 'Goals', date: '2030-01-02' })).toBe('Goals');
    expect(meetingName({ title: null, agenda: null, date: '2030-01-02' })).toBe(
      'Meeting on 02/01/2030',
    );
  });

  it('shows an instant as the day in the user timezone', () => {
    expect(displayDayOf('2030-03-31T15:30:00.000Z', 'Asia/Tokyo')).toBe('01/04/2030');
    expect(displayDayOf('2030-03-31T15:30:00.000Z', 'UTC')).toBe('31/03/2030');
    expect(displayDayOf(null, 'UTC')).toBeNull();
    expect(displayDayOf('garbage', 'UTC')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  clientRuleErrors,
  emptyFormState,
  parseForSave,
  DATE_BEFORE_TODAY_MESSAGE,
  ZOOM_LINK_REQUIRED_MESSAGE,
} from './meeting-form-values';

const today = '2026-05-10';

describe('meeting form rules', () => {
  it('defaults to 14:00, 30 minutes, scheduled, no participant', () => {
    expect(emptyFormState(today)).toMatchObject({
      teamMemberId: 0,
      startTime: '14:00',
      duration: 30,
      status: 'scheduled',
      date: today,
    });
  });

  it('refuses days before today unless the meeting already had that date', () => {
    const v = { ...emptyFormState('2026-05-09'), teamMemberId: 3 };
    expect(clientRuleErrors(v, today).date).toBe(DATE_BEFORE_TODAY_MESSAGE);
    expect(clientRuleErrors(v, today, '2026-05-09').date).toBeUndefined();
    expect(clientRuleErrors({ ...v, date: today }, today).date).toBeUndefined();
  });

  it('requires a Zoom link when Zoom is Yes', () => {
    const v = { ...emptyFormState(today), teamMemberId: 3, isZoomMeeting: true, zoomLink: '  ' };
    expect(clientRuleErrors(v, today).zoomLink).toBe(ZOOM_LINK_REQUIRED_MESSAGE);
    expect(parseForSave(v, today)).toBeNull();
  });

  it('parses valid values into the API shape, one action item per non-empty line', () => {
    const v = {
      ...emptyFormState(today),
      teamMemberId: 3,
      title: '  ',
      actionItems: 'First\n\n  Second  \n',
    };
    expect(parseForSave(v, today)).toMatchObject({
      teamMemberId: 3,
      title: null,
      // The shared schema reads each line as an entry object (decision 32).
      actionItems: [{ description: 'First' }, { description: 'Second' }],
      duration: 30,
    });
    expect(parseForSave({ ...v, teamMemberId: 0 }, today)).toBeNull();
    expect(parseForSave({ ...v, duration: 200 }, today)).toBeNull();
  });
});

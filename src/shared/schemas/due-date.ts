/**
 * Due dates of action items (decision 32).
 */
import { z } from 'zod';

/** A due date more than this many years after today answers 400 (decision 32). */
export const MAX_DUE_YEARS_AHEAD = 5;

const DUE_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A due date (decision 32): `yyyy-MM-dd` that is a real calendar date; the server also refuses
 * one more than MAX_DUE_YEARS_AHEAD years after today (it has the clock).
 */
export const dueDateSchema = () =>
  z
    .string({ message: 'Due date must be in yyyy-MM-dd format' })
    .regex(DUE_DATE_PATTERN, 'Due date must be in yyyy-MM-dd format')
    .refine((v) => {
      const [y, m, d] = v.split('-').map(Number) as [number, number, number];
      const dt = new Date(Date.UTC(y, m - 1, d));
      return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
    }, 'Due date must be a real calendar date');

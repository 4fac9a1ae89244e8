/**
 * The one error shape of the API (convention 7): `{ message, code, fieldErrors? }`.
 * Codes are stable strings the client may branch on; messages are for people.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'TWO_FACTOR_SETUP_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  /** 409: the e-mail belongs to a deactivated person of the organisation; `userId` names them. */
  'DEACTIVATED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'CAPTCHA_FAILED',
  'CROSS_SITE_REQUEST',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Body of every non-2xx API response. `fieldErrors` maps a field name to its messages. */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  fieldErrors?: Record<string, string[]>;
  /** 409 DEACTIVATED: the deactivated person who has the e-mail (POST /api/team-members). */
  userId?: number;
}

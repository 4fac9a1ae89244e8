/**
 * Sign-in, sign-up and change-password payloads (spec sections 3, 5 and 7).
 * The same schemas validate the forms in the browser and the bodies on the server.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SIGN_UP_ROLES } from '../domain/constants';
import { DEFAULT_TIMEZONE } from '../domain/timezones';
import { plainName } from './plain-name';
import { trimmedText } from './person-text';
import { timezoneSchema } from './timezone';
import { userSchema } from './user';

const email = z.string().trim().toLowerCase().max(254).email('Please enter a valid email address');
// Names and the organisation: trimmed of whitespace and control characters (`person-text.ts`).
const name = (label: string) =>
  trimmedText().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);
const optionalText = trimmedText()
  .max(100)
  .optional()
  .or(z.literal('').transform(() => undefined));

/** POST /api/auth/login body. Spec 5: valid e-mail, password at least 1 character. */
export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * A new password: 8 to 128 characters (docs/decisions/0007-passwords.md). The server also refuses
 * common and breached passwords and those containing the e-mail's name (`password-policy.ts`).
 */
export const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** POST /api/auth/register body (spec 3 "Registration payload", spec 5 "Registration"). */
export const registerSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword: newPassword,
    firstName: plainName(name('First name'), 'Names'),
    lastName: plainName(name('Last name'), 'Names'),
    jobTitle: plainName(optionalText, 'Job titles'),
    department: plainName(optionalText, 'Departments'),
    company: trimmedText().min(1, 'Organisation is required').max(100),
    role: z.enum(SIGN_UP_ROLES, { message: 'Role is required' }),
    timezone: timezoneSchema.default(DEFAULT_TIMEZONE),
    captchaToken: z.string().max(4000).optional().nullable(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** POST /api/auth/change-password body (spec 5 "Change password"). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(200),
    newPassword: newPassword,
    confirmPassword: newPassword,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'New password cannot be the same as the current password',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Demo kinds of POST /api/auth/demo-login/{kind} (spec 7). */
export const DEMO_KINDS = ['senior-manager', 'manager', 'team'] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];

/** One of the caller's sessions (GET /api/auth/sessions). Times are ISO 8601 UTC instants. */
export const sessionInfoSchema = z.object({
  /** Public id, for DELETE /api/auth/sessions/{id}; never the token. */
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  /** True for the session that made this request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** GET /api/auth/sessions answer: the caller's live sessions, most recently seen first. */
export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) });

/** POST /api/auth/logout-all and DELETE /api/users/{id}/sessions answer. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/**
 * POST /api/me/email body (docs/decisions/0030-email-change.md): the new sign-in e-mail and the
 * proof that the caller is the person: the current password, or, when two-factor sign-in is on
 * (e.g. an account that signs in through single sign-on only), a 6-digit `code` of their
 * authenticator. One of the two is required.
 */
export const changeEmailSchema = z
  .object({
    email,
    currentPassword: z.string().max(200).optional(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code of your authenticator app')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((v) => Boolean(v.currentPassword) || Boolean(v.code), {
    message: 'Current password is required',
    path: ['currentPassword'],
  });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/**
 * POST /api/me/email answer: `pendingEmail`, the address the confirmation link went to (the
 * sign-in address is unchanged until it is used), or null when the change applied at once (a
 * demo); `user` as it is now.
 */
export const emailChangeAnswerSchema = z.object({
  pendingEmail: z.string().nullable(),
  user: userSchema,
});
export type EmailChangeAnswer = z.infer<typeof emailChangeAnswerSchema>;

/** What a sign-in e-mail link does: confirm a new address, answer a proposal, undo a change. */
export const EMAIL_LINK_ACTIONS = ['confirm', 'approve', 'decline', 'undo'] as const;
export type EmailLinkAction = (typeof EMAIL_LINK_ACTIONS)[number];

/** POST /api/me/email-proposal body: the signed-in person's answer to a proposed address. */
export const emailProposalAnswerSchema = z.object({
  decision: z.enum(['approve', 'decline'], { message: 'Choose approve or decline' }),
});

/** GET /api/me/email-proposal answer: the caller's pending proposal, or null. */
export const emailProposalStateSchema = z.object({
  proposal: z
    .object({
      email: z.string(),
      /** The proposer's name, or null when they are gone. */
      proposedBy: z.string().nullable(),
      /** ISO 8601 UTC instant when the proposal lapses. */
      expiresAt: z.string(),
    })
    .nullable(),
});
export type EmailProposalState = z.infer<typeof emailProposalStateSchema>;

/** POST /api/auth/email-link and POST /api/me/email-proposal answer: the sign-in e-mail now. */
export const signInEmailSchema = z.object({ email: z.string() });

/** GET /api/auth/two-factor answer: the caller's two-factor state. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Their organisation requires two-factor sign-in. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/auth/two-factor/setup answer: shown once, to scan or type in. */
export const twoFactorSetupSchema = z.object({
  /** Base32 secret for manual entry. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** PNG data URL of the otpauth URI as a QR code. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

/** POST /api/auth/two-factor/enable body. */
export const enableTwoFactorSchema = z.object({ code: totpCode });

/** POST /api/auth/two-factor/enable answer: the recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/auth/two-factor/disable body: the password and a current code. */
export const disableTwoFactorSchema = z.object({
  password: z.string().min(1, 'Password is required').max(200),
  code: totpCode,
});

/** POST /api/auth/login/two-factor body: a code, or one recovery code. */
export const secondFactorSchema = z
  .object({
    code: totpCode.optional(),
    recoveryCode: z.string().trim().min(1).max(40).optional(),
  })
  .refine((v) => Boolean(v.code) !== Boolean(v.recoveryCode), {
    message: 'Enter the 6-digit code or a recovery code',
    path: ['code'],
  });
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;

/** PUT /api/organizations/{id}/two-factor body. */
export const organisationTwoFactorSchema = z.object({ required: z.boolean() });

/** PUT /api/organizations/{id}/two-factor answer: the requirement now in force. */
export const organisationTwoFactorStateSchema = z.object({ required: z.boolean() });

/**
 * A completed sign-in (POST /api/auth/login, POST /api/auth/login/two-factor): the user, and
 * whether they must change their password before anything else.
 */
export const signedInSchema = z.object({ user: userSchema, requiresPasswordChange: z.boolean() });
export type SignedIn = z.infer<typeof signedInSchema>;

/** POST /api/auth/login answer: signed in, or the password was right and a code comes next. */
export const loginResponseSchema = z.union([
  z.object({ twoFactorRequired: z.literal(true) }),
  signedInSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/register (201) and POST /api/auth/demo-login/{kind} answer: the new session's user. */
export const userEnvelopeSchema = z.object({ user: userSchema });

/** GET /api/recaptcha/sitekey answer: the reCAPTCHA site key, null when the captcha is off. */
export const captchaSiteKeySchema = z.object({ siteKey: z.string().nullable() });

/** GET /api/auth/oidc/config: whether the sign-in page shows the SSO button (decision 16). */
export const ssoConfigSchema = z.object({
  enabled: z.boolean(),
  buttonLabel: z.string().nullable(),
});
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

/** `/login?sso=<reason>` after a refused single sign-on, and what the page says. */
export const SSO_FAILURE_MESSAGES: Record<string, string> = {
  failed: 'Single sign-on did not complete. Please try again.',
  unverified:
    'Your identity provider did not confirm your e-mail address, so Cadence cannot sign you in with it.',
  'no-account':
    'There is no active Cadence account for the e-mail address of your single sign-on. Ask a Senior Manager of your organisation to add you.',
  unavailable: 'Single sign-on is not available right now. Please sign in with your password.',
};

/** A token of an account link (invitation or password reset), as the page read it from the URL. */
const linkToken = z.string().trim().min(1, 'The link is incomplete').max(200);

/**
 * POST /api/auth/accept-invitation and POST /api/auth/reset-password body: the link's token and
 * the chosen password, twice (policy as change-password).
 */
export const setPasswordWithLinkSchema = z
  .object({ token: linkToken, newPassword, confirmPassword: newPassword })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type SetPasswordWithLinkInput = z.infer<typeof setPasswordWithLinkSchema>;

/** The purposes of account links (modules/accounts/account-tokens.ts). */
export const ACCOUNT_LINK_PURPOSES = [
  'invitation',
  'password_reset',
  'email_change',
  'email_proposal',
  'email_undo',
] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/** POST /api/auth/account-link body: is this link still good? (the page asks before the form). */
export const accountLinkCheckSchema = z.object({
  token: linkToken,
  purpose: z.enum(ACCOUNT_LINK_PURPOSES),
});

/**
 * POST /api/auth/account-link answer (200); a link that does not work answers 400. An e-mail
 * link also names its address (`email`): the new, proposed or old one to restore.
 */
export const accountLinkStateSchema = z.object({
  valid: z.literal(true),
  email: z.string().optional(),
});

/** POST /api/auth/email-link body: the link's token and what to do with it. */
export const emailLinkSchema = z.object({
  token: linkToken,
  action: z.enum(EMAIL_LINK_ACTIONS, { message: 'Unknown action' }),
});

/** POST /api/auth/forgot-password body. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/forgot-password answer (202), the same whether or not the address has an account. */
export const forgotPasswordAnswerSchema = z.object({ message: z.string() });

/** GET /api/auth/signup answer: whether this server takes sign-ups. */
export const signupStateSchema = z.object({ open: z.boolean() });
export type SignupState = z.infer<typeof signupStateSchema>;

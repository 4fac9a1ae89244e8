/**
 * The SCIM 2.0 protocol parts (RFC 7643 schemas, RFC 7644 protocol), all from the `scimmy`
 * library: the User resource with the enterprise extension, the service provider's
 * configuration, filters (`SCIMMY.Types.Filter`), PatchOp (`SCIMMY.Messages.PatchOp`), list and
 * error messages. Plus the few quirks of the two providers we serve that the RFC does not allow
 * and the library rightly refuses (decision 36): Entra ID's string booleans (`"False"`) and its
 * manager given as a bare id string.
 */
import SCIMMY from 'scimmy';
import { AppError } from '../../http/errors';

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';
export const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
/** The largest page a list answers (`count` above it is cut; ServiceProviderConfig says so). */
export const MAX_RESULTS = 200;

let declared = false;

/**
 * Declares the User resource (with the enterprise extension) and the service provider's
 * configuration, once per process (scimmy keeps them globally; every app shares them, and
 * nothing per organisation or per request lives there).
 */
export function declareScim(): void {
  if (declared) return;
  declared = true;
  if (!SCIMMY.Resources.declared(SCIMMY.Resources.User)) {
    SCIMMY.Resources.declare(SCIMMY.Resources.User).extend(SCIMMY.Schemas.EnterpriseUser, false);
  }
  SCIMMY.Config.set({
    patch: { supported: true },
    filter: { supported: true, maxResults: MAX_RESULTS },
    bulk: { supported: false },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A token a Senior Manager creates in Organisation settings',
        primary: true,
      },
    ],
  });
}

/** A SCIM error (RFC 7644 3.12): `status`, `scimType` (may be null) and `detail`. */
export function scimError(status: number, scimType: string | null, detail: string): Error {
  return new SCIMMY.Types.Error(status, scimType as string, detail);
}

/** The SCIM scimType of an app error's status (RFC 7644 3.12, table 9). */
function scimTypeOf(error: AppError): string | null {
  if (error.statusCode === 409) return 'uniqueness';
  if (error.statusCode === 400) return 'invalidValue';
  return null;
}

/**
 * The RFC 7644 3.12 error body and status of any error a SCIM route throws: scimmy's own
 * (status and scimType as thrown), the app's (`AppError`: the first field error, or the message,
 * as `detail`), a schema refusal of scimmy's (`TypeError`: 400 `invalidValue`) and Fastify's
 * (a body too large 413, malformed JSON 400 `invalidSyntax`, 415). Anything else is 500 without
 * detail (the caller logs it).
 */
export function scimErrorBody(error: unknown): { status: number; body: Record<string, unknown> } {
  let status = 500;
  let scimType: string | null = null;
  let detail = 'Internal error';
  if (error instanceof SCIMMY.Types.Error) {
    status = error.status;
    scimType = error.scimType ?? null;
    detail = error.message;
  } else if (error instanceof AppError) {
    status = error.statusCode;
    scimType = scimTypeOf(error);
    const fields = error.fieldErrors ? Object.values(error.fieldErrors).flat() : [];
    detail = fields[0] ?? error.message;
  } else if (error instanceof TypeError) {
    status = 400;
    scimType = 'invalidValue';
    detail = error.message;
  } else if (error && typeof error === 'object' && 'statusCode' in error) {
    const code = Number((error as { statusCode: unknown }).statusCode);
    if (code >= 400 && code < 500) {
      status = code;
      scimType = code === 400 ? 'invalidSyntax' : null;
      detail = (error as { message?: string }).message ?? 'Bad request';
    }
  }
  const body: Record<string, unknown> = {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
    status: String(status),
    detail,
  };
  if (scimType) body.scimType = scimType;
  return { status, body };
}

/**
 * A parsed filter (`SCIMMY.Types.Filter`) of the `filter` query parameter.
 * @throws SCIM 400 `invalidFilter` for a filter that does not parse, or a comparison without its
 *   value (`userName eq`), which the library lets through.
 */
export function parseFilter(text: string): InstanceType<typeof SCIMMY.Types.Filter> {
  const filter = new SCIMMY.Types.Filter(text);
  const check = (node: unknown): void => {
    if (Array.isArray(node)) {
      const [op, ...values] = node as unknown[];
      if (typeof op === 'string' && op.toLowerCase() !== 'pr' && values.length === 0) {
        throw scimError(400, 'invalidFilter', `Comparison "${op}" in filter lacks its value`);
      }
    } else if (node && typeof node === 'object') {
      Object.values(node).forEach(check);
    }
  };
  for (const group of filter) check(group);
  return filter;
}

/**
 * The one `attr eq "value"` of a filter, for the lookups providers make (`userName eq`,
 * `externalId eq`, `id eq`), or null for any other filter (answered by matching in memory).
 */
export function singleEquality(
  filter: InstanceType<typeof SCIMMY.Types.Filter>,
): { attribute: string; value: string } | null {
  if (filter.length !== 1) return null;
  const entries = Object.entries(filter[0] as Record<string, unknown>);
  if (entries.length !== 1) return null;
  const [attribute, expression] = entries[0]!;
  if (!Array.isArray(expression) || expression.length !== 2) return null;
  const [op, value] = expression as [unknown, unknown];
  if (String(op).toLowerCase() !== 'eq' || typeof value !== 'string') return null;
  return { attribute: attribute.toLowerCase(), value };
}

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, false: false };

/** `"True"` / `"false"` → boolean (Entra ID's string booleans); anything else as it is. */
function looseBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const word = BOOLEAN_WORDS[value.trim().toLowerCase()];
  return word === undefined ? value : word;
}

/** A manager given as a bare id string (Entra ID) as the RFC's complex value `{ value }`. */
function managerValue(value: unknown): unknown {
  return typeof value === 'string' || typeof value === 'number' ? { value: String(value) } : value;
}

/**
 * A User body (POST, PUT) with the providers' quirks made RFC 7643 values: `active` as a string,
 * the enterprise manager as a bare id. Unknown attributes are left for scimmy to drop.
 */
export function normaliseUserBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if ('active' in out) out.active = looseBoolean(out.active);
  const extension = out[ENTERPRISE];
  if (extension && typeof extension === 'object' && 'manager' in extension) {
    const ext = { ...(extension as Record<string, unknown>) };
    ext.manager = managerValue(ext.manager);
    out[ENTERPRISE] = ext;
  }
  return out;
}

export interface PatchOperation {
  op: string;
  path?: string;
  value?: unknown;
}

/**
 * One PatchOp operation with the providers' quirks made RFC 7644 values: `active` as a string
 * (by path, or inside a value object), the manager as a bare id (Entra ID's
 * `"path": "urn:…:enterprise:2.0:User:manager", "value": "42"`), and a value object's
 * `urn:…:enterprise:2.0:User:manager` key.
 */
export function normaliseOperation(operation: PatchOperation): PatchOperation {
  const path = operation.path?.trim();
  let value = operation.value;
  if (path && path.toLowerCase() === 'active') value = looseBoolean(value);
  if (path && path.toLowerCase() === `${ENTERPRISE}:manager`.toLowerCase()) {
    value = managerValue(value);
  }
  if (!path && value && typeof value === 'object' && !Array.isArray(value)) {
    const object = normaliseUserBody(value) as Record<string, unknown>;
    const managerKey = Object.keys(object).find(
      (k) => k.toLowerCase() === `${ENTERPRISE}:manager`.toLowerCase(),
    );
    if (managerKey) object[managerKey] = managerValue(object[managerKey]);
    value = object;
  }
  return { ...operation, ...(path ? { path } : {}), value };
}

export { SCIMMY };

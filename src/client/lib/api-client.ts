/**
 * The one way the client talks to the API (spec 7): same-origin, credentials included, JSON.
 * Any non-OK response throws `ApiError` whose message is "status: body text" (spec 8), and
 * which carries the server's `{ message, code, fieldErrors }` when it sent one.
 */
import type { ApiErrorBody } from '@/shared/errors';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: Partial<ApiErrorBody> | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The server's human message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

/**
 * What a toast says about a failed call (spec 8): the server's message when it sent JSON with
 * one; for any other non-OK answer the error's own text, "<status>: <body>" (a 500 with the plain
 * body `boom` reads "500: boom"); `fallback` only when no answer came (network failure).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || error.message || fallback;
  return fallback;
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    const text = await res.text();
    let parsed: Partial<ApiErrorBody> | null = null;
    try {
      parsed = text ? (JSON.parse(text) as Partial<ApiErrorBody>) : null;
    } catch {
      parsed = null;
    }
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parsed);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET that answers null on 401 instead of throwing (spec 8: "A 401 on user, hierarchy… returns null"). */
export async function getOrNullOn401<T>(url: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body ?? {}),
  patch: <T>(url: string, body: unknown) => apiRequest<T>('PATCH', url, body),
  put: <T>(url: string, body: unknown) => apiRequest<T>('PUT', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};

/** Builds a query string from defined, non-empty values. */
export function toQuery(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

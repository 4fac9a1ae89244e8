import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, letting later Tailwind utilities win. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** "First Last", or the fallback. */
export function displayName(
  user:
    { firstName?: string | null; lastName?: string | null; username?: string } | null | undefined,
  fallback = 'User',
): string {
  if (!user) return fallback;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username || fallback;
}

/** Initials of a person, two letters at most. */
export function initials(
  user:
    { firstName?: string | null; lastName?: string | null; username?: string } | null | undefined,
): string {
  if (!user) return '?';
  const i = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase();
  return i || (user.username?.[0]?.toUpperCase() ?? '?');
}

/**
 * The signed-in user sent with the page (./current-user.ts, decision 22's amendment): read once
 * from `#cadence-user` into the query cache, so GET /api/auth/user is not requested again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/client/lib/query-client';
import { currentUserKey, seedCurrentUser, SERVER_USER_ELEMENT } from './current-user';

afterEach(() => document.getElementById(SERVER_USER_ELEMENT)?.remove());

describe('seedCurrentUser', () => {
  it('puts the page’s user into every query client made on the page, and removes the element', () => {
    const user = { id: 7, firstName: '</script> & Co', isDemo: false };
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SERVER_USER_ELEMENT;
    // As the server writes it: `<` and `&` escaped.
    element.textContent = JSON.stringify(user).replace('<', '\\u003c').replace('&', '\\u0026');
    document.body.append(element);

    const first = createQueryClient();
    expect(seedCurrentUser(first)).toBe(true);
    expect(first.getQueryData(currentUserKey)).toEqual(user);
    expect(document.getElementById(SERVER_USER_ELEMENT)).toBeNull();
    // StrictMode may make the providers' client twice: the second gets the same user.
    const second = createQueryClient();
    expect(seedCurrentUser(second)).toBe(true);
    expect(second.getQueryData(currentUserKey)).toEqual(user);
  });
});

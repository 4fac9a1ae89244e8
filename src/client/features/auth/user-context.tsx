import { createContext, useContext } from 'react';
import type { User } from '@/shared/schemas/user';

/** The signed-in user, provided by the signed-in layout of the router. */
export const SignedInUserContext = createContext<User | null>(null);

/** The signed-in user; only call inside signed-in routes. */
export function useUser(): User {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useUser called outside a signed-in route');
  return user;
}

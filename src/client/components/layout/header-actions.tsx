import { createContext, useContext, type ReactNode } from 'react';

/**
 * What app/ puts in the header of signed-in pages next to the profile (the notification bell):
 * components/ never import features, so app/ provides it here (ARCHITECTURE.md).
 */
export const HeaderActionsContext = createContext<ReactNode>(null);

/** The header's actions provided by app/ (null when none). */
export const useHeaderActions = () => useContext(HeaderActionsContext);

import { createContext, type ComponentType, type ReactNode } from 'react';

/**
 * The page frame (header and footer) a guard puts around 'This page is for ...' where its area's layout sits
 * inside the guard. Provided by the root layout, which already holds the public layout: importing that from the
 * lazy guard would split the first page's chunk.
 */
export const WrongRoleFrameContext = createContext<ComponentType<{ children: ReactNode }> | null>(null);

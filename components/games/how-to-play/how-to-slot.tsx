'use client';

import { createContext, useContext, type ReactNode } from 'react';

const SlotContent = createContext<ReactNode>(null);

/**
 * Carries the page's server-rendered "How to play" section down into the game's client tree, so a
 * game's view can place it just above its statistics (<HowToSlot />) without the shell or the views
 * taking a new prop.
 */
export function HowToSlotProvider({ content, children }: { content: ReactNode; children: ReactNode }) {
  return <SlotContent.Provider value={content}>{children}</SlotContent.Provider>;
}

/** Where the "How to play" section goes: just above the statistics. */
export function HowToSlot() {
  return <>{useContext(SlotContent)}</>;
}

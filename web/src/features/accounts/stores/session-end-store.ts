import { create } from 'zustand';

/**
 * Why the last session ended, so the guard sends the person to the right place: after Logout
 * to /welcome (spec 000 section 4), after an expired session to /welcome with redirect_to (spec
 * 001 section 4), after deleting the account nowhere (the deletion page stays).
 */
export type SessionEndReason = 'logout' | 'expired' | 'deleted';

interface SessionEndState {
  reason: SessionEndReason | null;
  setReason: (reason: SessionEndReason | null) => void;
}

export const useSessionEndStore = create<SessionEndState>()((set) => ({
  reason: null,
  setReason: (reason) => set({ reason }),
}));

import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the app adds about a named face's person in the face menu (how they are related to the
 * reader), given by the app because the faces feature does not know the other features.
 */
type FacePersonNote = (personId: string) => ReactNode;

const FacePersonNoteContext = createContext<FacePersonNote | null>(null);

export function FacePersonNoteProvider({ note, children }: { note: FacePersonNote; children: ReactNode }) {
  return <FacePersonNoteContext.Provider value={note}>{children}</FacePersonNoteContext.Provider>;
}

export const useFacePersonNote = (): FacePersonNote | null => useContext(FacePersonNoteContext);

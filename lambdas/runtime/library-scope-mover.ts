/**
 * Moves a member's uploads between family scopes. Until the library is keyed by family this has
 * nothing to move: photos stay listed by their uploader.
 */
export function libraryScopeMover() {
  return { moveUploadsPage: async (_userId: string, _from: string, _to: string): Promise<number> => 0 };
}

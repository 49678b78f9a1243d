/** The storage key: one persisted journey per programme, so two programmes never read each other's state. */
export function persistKey(programmeId: string): string {
  return `journey:${programmeId}`;
}

/** The session storage item redux-persist keeps a programme's session and journey in (its default key prefix). */
export function persistedItemKey(programmeId: string): string {
  return `persist:${persistKey(programmeId)}`;
}

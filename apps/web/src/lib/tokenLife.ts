type Listener = () => void;
const listeners = new Set<Listener>();
let expiresAt: number | null = null;

/** Recorded by the API client from the envelope's tkl (token life in seconds). */
export function noteTokenLife(seconds: number | undefined, now = Date.now()): void {
  if (seconds === undefined) return;
  expiresAt = now + seconds * 1000;
  for (const listener of listeners) listener();
}

/** Forgotten when the judge leaves or the token is refused. */
export function forgetTokenLife(): void {
  if (expiresAt === null) return;
  expiresAt = null;
  for (const listener of listeners) listener();
}

/** When the current token expires (epoch ms), or null when no token is known. */
export function tokenExpiresAt(): number | null {
  return expiresAt;
}

export function subscribeTokenLife(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

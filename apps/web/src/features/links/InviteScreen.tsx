import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Loading } from '../../components/ui/Loading.tsx';

export interface InviteScreenProps {
  /** Opens the invitation and moves on to the judge's individual link; rejects with why not. */
  open: () => Promise<void>;
  /** The page shown when the link is not good (unknown, or its publication closed). */
  failure: (error: unknown) => ReactNode;
}

/**
 * invite/{token}: an invitation's personal link, which the server turns into the judge's own
 * session, so that the individual link's screen serves the questionnaire as them. A chunk
 * of its own, fetched only by those who follow such a link; the work comes from the
 * router as props, since importing the links' modules here made the bundler split them out
 * of the first screens' chunk (more requests and bytes for every judge).
 */
export function InviteScreen({ open, failure }: InviteScreenProps) {
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  // Opened once per link (the router keys the screen by its token), whatever re-renders bring.
  const opening = useRef(open);
  useEffect(() => {
    let current = true;
    opening.current().catch((error: unknown) => current && setFailed({ error }));
    return () => {
      current = false;
    };
  }, []);
  return failed === null ? <Loading /> : failure(failed.error);
}

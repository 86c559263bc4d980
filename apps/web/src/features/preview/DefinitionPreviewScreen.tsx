import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageView } from '@palate/protocol';
import type { AppPrefix } from '../../lib/appPath.ts';
import { SessionScreen } from '../session/SessionScreen.tsx';
import { previewRun } from './previewRun.ts';
import './preview.css';

/** What the console posts to its preview frame: the screens of the definition being edited. */
interface PreviewMessage {
  type: 'palate-preview';
  pages: PageView[];
}

function isPreviewMessage(data: unknown): data is PreviewMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'palate-preview' &&
    Array.isArray((data as { pages?: unknown }).pages)
  );
}

export interface DefinitionPreviewScreenProps {
  prefix: AppPrefix;
  debug: boolean;
}

/**
 * pvq: the console's live preview, framed beside its editor. The console (same origin
 * only) posts the screens the server built from the definition being edited
 * (quest/preview); they are shown by the judges' own session screen, and each new version
 * opens on the screen the leader was looking at.
 */
export function DefinitionPreviewScreen({ prefix, debug }: DefinitionPreviewScreenProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<{ pages: PageView[]; startAt: number; generation: number } | null>(null);
  // The screen on show, read when a new version arrives (not a reason to render).
  const shown = useRef(0);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (!isPreviewMessage(event.data)) return;
      const { pages } = event.data;
      setPreview((previous) => ({ pages, startAt: shown.current, generation: (previous?.generation ?? 0) + 1 }));
    };
    window.addEventListener('message', receive);
    // The console sends the screens once it knows the frame listens.
    if (window.parent !== window) window.parent.postMessage({ type: 'palate-preview-ready' }, window.location.origin);
    return () => window.removeEventListener('message', receive);
  }, []);

  // Each new version of the screens opens where the leader was.
  const source = useMemo(
    () => (preview && preview.pages.length > 0 ? previewRun(preview.pages, preview.startAt) : null),
    [preview],
  );
  const onScreenShown = useCallback((position: number) => {
    shown.current = position;
  }, []);

  if (source === null) {
    return (
      <p className="pl-definition-preview-waiting" role="status">
        {t(preview === null ? 'preview.definitionWaiting' : 'preview.definitionEmpty')}
      </p>
    );
  }
  return (
    <SessionScreen
      key={preview?.generation}
      prefix={prefix}
      sessionId="preview"
      debug={debug}
      asLeader
      source={source}
      onScreenShown={onScreenShown}
      renderEnd={() => (
        <section className="pl-message-card pl-end" aria-labelledby="pl-definition-preview-end">
          <h1 id="pl-definition-preview-end" className="pl-end-title">
            {t('preview.endTitle')}
          </h1>
        </section>
      )}
    />
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageView } from '@palate/protocol';
import type { AppPrefix } from '../../lib/appPath.ts';
import { SessionScreen } from '../session/SessionScreen.tsx';
import type { RunSource } from '../session/runSource.ts';
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
  // A version of the screens as a run, built when it arrives; null source when it has no screen.
  const [preview, setPreview] = useState<{ source: RunSource | null; generation: number } | null>(null);

  useEffect(() => {
    // The screen on show or on its way (not a reason to render): each new version opens
    // there, even when it arrives between the leader's Next and the next screen's drawing.
    let shown = 0;
    const onMove = (position: number) => {
      shown = position;
    };
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (!isPreviewMessage(event.data)) return;
      const { pages } = event.data;
      const source = pages.length > 0 ? previewRun(pages, shown, onMove) : null;
      setPreview((previous) => ({ source, generation: (previous?.generation ?? 0) + 1 }));
    };
    window.addEventListener('message', receive);
    // The console sends the screens once it knows the frame listens.
    if (window.parent !== window) window.parent.postMessage({ type: 'palate-preview-ready' }, window.location.origin);
    return () => window.removeEventListener('message', receive);
  }, []);

  const source = preview?.source ?? null;
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

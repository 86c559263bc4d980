import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileTrigger } from 'react-aria-components';
import type { LibraryFileKind } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { downloadText } from '../../lib/download.ts';

/** The library's CSV files: products or batches imported (refused whole with its lines at a fault) and exported. */
export function LibraryFile({
  onImported,
  onFailure,
}: {
  onImported: () => void;
  onFailure: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<LibraryFileKind>('products');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [outcome, setOutcome] = useState<{ faults: { line: number; message: string }[]; imported: number } | null>(
    null,
  );
  const importFile = () => {
    if (!file) return;
    callAsLeader('acc/products/import', { kind, text: file.text }, i18n.language)
      .then((answer) => {
        setOutcome(answer);
        if (answer.faults.length === 0) onImported();
      })
      .catch(onFailure);
  };
  const exportFile = () => {
    callAsLeader('acc/products/export', { kind }, i18n.language)
      .then((answer) => downloadText(answer.fileName, answer.content, 'text/csv'))
      .catch(onFailure);
  };
  return (
    <section aria-labelledby="pl-products-file">
      <h2 id="pl-products-file">{t('products.fileTitle')}</h2>
      <p className="pl-console-help">{t('products.fileHelp')}</p>
      <div className="pl-console-actions">
        <label className="pl-console-select-field">
          <span>{t('products.fileKind')}</span>
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.currentTarget.value as LibraryFileKind);
              setOutcome(null);
            }}
          >
            <option value="products">{t('products.kindProducts')}</option>
            <option value="batches">{t('products.kindBatches')}</option>
          </select>
        </label>
        <FileTrigger
          acceptedFileTypes={['text/csv', '.csv', 'text/plain']}
          onSelect={(files) => {
            const chosen = files?.[0];
            if (!chosen) return;
            setOutcome(null);
            void chosen.text().then((text) => setFile({ name: chosen.name, text }));
          }}
        >
          <Button className="pl-console-button">{t('products.chooseFile')}</Button>
        </FileTrigger>
        {file && <span className="pl-console-note">{file.name}</span>}
        <Button className="pl-console-button pl-console-button--primary" isDisabled={!file} onPress={importFile}>
          {t('products.import')}
        </Button>
        <Button className="pl-console-button" onPress={exportFile}>
          {t('products.export')}
        </Button>
      </div>
      <div role="status">
        {outcome && outcome.faults.length > 0 && (
          <ul className="pl-console-faults">
            {outcome.faults.map((fault) => (
              <li key={`${fault.line}:${fault.message}`}>{t('products.fault', fault)}</li>
            ))}
          </ul>
        )}
        {outcome && outcome.faults.length === 0 && (
          <p className="pl-console-success">{t('products.imported', { count: outcome.imported })}</p>
        )}
      </div>
    </section>
  );
}

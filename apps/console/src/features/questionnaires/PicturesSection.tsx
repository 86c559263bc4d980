import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileTrigger } from 'react-aria-components';
import { CallError, ErrorCode, MAX_IMAGE_BYTES, imageUrl } from '@palate/protocol';
import { callAsLeader } from '../../lib/api.ts';
import { FailureNote } from '../../lib/FailureNote.tsx';
import { TableScroll } from '../../lib/TableScroll.tsx';
import { useLeaderCall } from '../../lib/useLeaderCall.ts';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', '.png', '.jpg', '.jpeg', '.gif', '.webp'];

function base64Of(bytes: ArrayBuffer): string {
  let binary = '';
  const view = new Uint8Array(bytes);
  for (let start = 0; start < view.length; start += 0x8000) {
    binary += String.fromCharCode(...view.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * The account's pictures for info controls: uploaded here (checked by the server: type by
 * its bytes, size), each with the name a definition gives as the control's image.
 */
export function PicturesSection({ onSignedOut }: { onSignedOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, failure, fail, reload } = useLeaderCall('quest/image/list', {}, onSignedOut);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const kilobytes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const upload = async (file: File) => {
    setNotice(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setNotice({ kind: 'error', text: t('questionnaires.pictures.tooLarge', { max: MAX_IMAGE_BYTES / 1024 }) });
      return;
    }
    setPending(true);
    try {
      const data = base64Of(await file.arrayBuffer());
      const stored = await callAsLeader('quest/image/upload', { name: file.name, data }, i18n.language);
      setNotice({ kind: 'success', text: t('questionnaires.pictures.uploaded', { name: stored.name }) });
      reload();
    } catch (error) {
      if (error instanceof CallError && error.code === ErrorCode.fileTypeNotAllowed) {
        setNotice({ kind: 'error', text: t('questionnaires.pictures.wrongType') });
      } else fail(error);
    } finally {
      setPending(false);
    }
  };

  const items = data?.items;
  return (
    <section className="pl-console-card" aria-labelledby="pl-pictures-title">
      <h2 id="pl-pictures-title">{t('questionnaires.pictures.title')}</h2>
      <p className="pl-console-help">{t('questionnaires.pictures.help', { max: MAX_IMAGE_BYTES / 1024 })}</p>
      <FailureNote failure={failure} />
      <FileTrigger
        acceptedFileTypes={ACCEPTED}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) void upload(file);
        }}
      >
        <Button className="pl-console-button" isPending={pending}>
          {t('questionnaires.pictures.upload')}
        </Button>
      </FileTrigger>
      <p className={notice?.kind === 'error' ? 'pl-console-error' : 'pl-console-success'} role="status">
        {notice?.text}
      </p>
      {items?.length === 0 && <p>{t('questionnaires.pictures.empty')}</p>}
      {items && items.length > 0 && (
        <TableScroll label={t('questionnaires.pictures.title')}>
          <table className="pl-console-table">
            <thead>
              <tr>
                <th scope="col">{t('questionnaires.pictures.picture')}</th>
                <th scope="col">{t('questionnaires.pictures.name')}</th>
                <th scope="col">{t('questionnaires.pictures.size')}</th>
                <th scope="col">{t('questionnaires.created')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.name}>
                  <td>
                    <img className="pl-console-thumbnail" src={imageUrl(item.name)} alt="" loading="lazy" />
                  </td>
                  <th scope="row">
                    <code className="pl-console-code">{item.name}</code>
                  </th>
                  <td>
                    {t('questionnaires.pictures.kilobytes', {
                      size: kilobytes.format(Math.max(0.1, item.size / 1024)),
                    })}
                  </td>
                  <td>{dates.format(item.created)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

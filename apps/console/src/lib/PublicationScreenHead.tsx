import { Link } from 'react-router';
import { FailureNote } from './FailureNote.tsx';

/**
 * The head of one of a publication's own screens (invitations, time slots, rewards): the way
 * back to the publications, the screen's title and help, what went wrong and what was just done.
 */
export function PublicationScreenHead({
  titleId,
  back,
  title,
  help,
  failure,
  notice,
}: {
  titleId: string;
  back: string;
  title: string;
  help: string;
  failure: string | null;
  notice: string | null;
}) {
  return (
    <>
      <p>
        <Link className="pl-console-link" to="/publications">
          {back}
        </Link>
      </p>
      <section className="pl-console-card" aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        <p className="pl-console-help">{help}</p>
        <FailureNote failure={failure} />
        {notice && (
          <p className="pl-console-success" role="status">
            {notice}
          </p>
        )}
      </section>
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { guideBlocks, type GuideBlock, type Inline } from './guideMarkdown.ts';
import { guidePage, guidePicture } from './guidePages.ts';

/**
 * The leader's guide (docs/guide/), task by task with its screenshots, at /console/guide:
 * readable before signing in, in English (its pages are written once, in English).
 */
export function GuideScreen() {
  const { t, i18n } = useTranslation();
  const { page = 'README' } = useParams();
  const markdown = guidePage(`${page}.md`);
  return (
    <article className="pl-console-card pl-console-guide">
      <nav className="pl-console-actions" aria-label={t('guide.title')}>
        {page !== 'README' && (
          <Link className="pl-console-link" to="/guide">
            {t('guide.contents')}
          </Link>
        )}
        {!i18n.language.startsWith('en') && <span className="pl-console-help">{t('guide.englishOnly')}</span>}
      </nav>
      <div lang="en">
        {markdown === undefined ? (
          <p className="pl-console-error">{t('guide.missing')}</p>
        ) : (
          guideBlocks(markdown).map((block, index) => <Block key={index} block={block} />)
        )}
      </div>
    </article>
  );
}

function Block({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return (
        <Heading>
          <Parts parts={block.content} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p>
          <Parts parts={block.content} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <Parts parts={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'image': {
      const src = guidePicture(block.src);
      return src === undefined ? null : <img className="pl-console-guide-picture" src={src} alt={block.alt} />;
    }
    case 'code':
      return (
        <pre className="pl-console-guide-code">
          <code>{block.text}</code>
        </pre>
      );
  }
}

function Parts({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => <Part key={index} part={part} />);
}

function Part({ part }: { part: Inline }): ReactNode {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'strong':
      return <strong>{part.text}</strong>;
    case 'code':
      return <code>{part.text}</code>;
    case 'link':
      return <GuideLink href={part.href}>{part.text}</GuideLink>;
  }
}

/**
 * A link of the guide: another of its pages opens here, a web address in a new tab; a
 * file of the repository (a page of docs/ outside the guide, an example) is named, not linked.
 */
function GuideLink({ href, children }: { href: string; children: string }) {
  const page = /^([\w-]+)\.md$/.exec(href)?.[1];
  if (page !== undefined) {
    return (
      <Link className="pl-console-link" to={page === 'README' ? '/guide' : `/guide/${page}`}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a className="pl-console-link" href={href} target="_blank" rel="noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}

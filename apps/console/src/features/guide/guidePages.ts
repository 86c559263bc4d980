/**
 * The leader's guide as the repository keeps it (docs/guide/): its pages and the screenshots
 * the e2e suite writes beside them, built into the console's guide chunk, so that the guide
 * a lab reads on its own server is the one of the version it runs, with no network.
 */
const PAGES = import.meta.glob<string>('../../../../../docs/guide/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const PICTURES = import.meta.glob<string>('../../../../../docs/guide/*.png', {
  query: '?url',
  import: 'default',
  eager: true,
});

const fileName = (path: string) => path.replace(/^.*\//, '');
const pages = new Map(Object.entries(PAGES).map(([path, text]) => [fileName(path), text]));
const pictures = new Map(Object.entries(PICTURES).map(([path, url]) => [fileName(path), url]));

/** A page's Markdown by its file name (`README.md` is the guide's contents). */
export function guidePage(file: string): string | undefined {
  return pages.get(file);
}

/** The address of a screenshot the guide shows, by its file name. */
export function guidePicture(file: string): string | undefined {
  return pictures.get(file);
}

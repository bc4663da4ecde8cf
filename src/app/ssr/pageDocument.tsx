import { renderToStaticMarkup } from 'react-dom/server';
import { PAGE_DATA_ID, pageDataText } from '@/api/pageData';
import { headFor, type HeadTags, type Site } from '@/features/seo/headTags';
import { jsonLdText } from '@/features/seo/jsonLd';
import { PRERENDERED_ATTR } from './prerenderedAttr';
import type { RenderedPage } from './renderPage';

type Page = Extract<RenderedPage, { kind: 'page' }>;

// As HtmlWebpackPlugin's minifier may leave them.
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const TITLE = /<title>[^<]*<\/title>/;

export interface DocumentParts {
  /** The built index.html. */
  template: string;
  /** Extra tags for <head>: preloads of the route's chunk, network hints. */
  headExtra: string;
  site: Site;
}

const marker = { [PRERENDERED_ATTR]: '' };

/**
 * The head tags of the page, marked: the client drops them when it renders its own after
 * hydrating (React cannot hydrate tags it would hoist, so the app leaves its head alone until then).
 */
export function headMarkup(tags: HeadTags): string {
  return renderToStaticMarkup(
    <>
      <meta name="description" content={tags.description} {...marker} />
      <link rel="canonical" href={tags.canonical} {...marker} />
      {tags.meta.map((tag) => (
        <meta key={tag.property ?? tag.name} name={tag.name} property={tag.property} content={tag.content} {...marker} />
      ))}
      {tags.jsonLd.map((data) => (
        <script key={String(data['@type'])} type="application/ld+json" {...marker} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>,
  );
}

/** The document title as the client's DocumentTitle writes it: `{page} | {store}`, or the store name alone. */
export function documentTitle(page: Page, storeName: string): string {
  return page.head.title ? `${page.head.title} | ${page.head.siteName || storeName}` : storeName;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built index.html with the page in #root, its head, its CSS and the data its client starts from. */
export function pageDocument(page: Page, { template, headExtra, site }: DocumentParts): string {
  if (!EMPTY_ROOT.test(template)) throw new Error('index.html has no empty <div id="root"></div>');
  const title = documentTitle(page, site.storeName);
  const head = headMarkup(headFor(page.head.subject, site, title)) + page.styles + headExtra;
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${pageDataText(page.pageApi)}</script>`;
  // Functions, not strings: a `$` in the markup must not be read as a replacement pattern.
  // The picture preloads (the largest paint's among them) ahead of the scripts: over HTTP/1.1 a
  // browser opens six connections to the shop, and behind twenty scripts the picture waited its turn.
  return template
    .replace(TITLE, () => `<title>${escapeText(title)}</title>${page.resources}`)
    .replace('</head>', () => `${head}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${data}`);
}

import { renderToStaticMarkup } from 'react-dom/server';
import { headFor, type PageSubject } from '@/features/seo/headTags';
import { DEFAULT_DESCRIPTION } from '@/features/seo/useHeadTags';
import { jsonLdText } from '@/features/seo/jsonLd';
import { PRERENDERED_ATTR } from '@/app/ssr/prerenderedAttr';

// What the build knows of a page's head: no store name (titles, site name), no store description
// beyond the built-in line, no product. Those come with store info and the product, in the client.
const STATIC_META = new Set(['og:type', 'og:url', 'twitter:card']);

/**
 * The head tags of a prerendered page that cannot be wrong for any shop. The canonical address,
 * og:url and breadcrumbs need the public origin (PUBLIC_URL at build time); without it, only the
 * origin-free tags.
 */
export function staticHead(subject: PageSubject | null, origin: string | null): string {
  if (!subject) return '';
  const tags = headFor(subject, { origin: origin ?? '', storeName: '', description: DEFAULT_DESCRIPTION }, '');
  const meta = tags.meta.filter((tag) => STATIC_META.has(tag.property ?? tag.name ?? '') && (origin || tag.property !== 'og:url'));
  const crumbs = tags.jsonLd.filter((data) => data['@type'] === 'BreadcrumbList');
  const marker = { [PRERENDERED_ATTR]: '' };
  return renderToStaticMarkup(
    <>
      {subject.kind === 'home' && <meta name="description" content={tags.description} {...marker} />}
      {origin && <link rel="canonical" href={tags.canonical} {...marker} />}
      {meta.map((tag) => (
        <meta key={tag.property ?? tag.name} name={tag.name} property={tag.property} content={tag.content} {...marker} />
      ))}
      {origin &&
        crumbs.map((data) => (
          <script key="crumbs" type="application/ld+json" {...marker} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
        ))}
    </>,
  );
}

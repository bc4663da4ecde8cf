import { use } from 'react';
import type { HeadTags } from './headTags';
import { HeadTagsContext } from './headTagsContext';
import { jsonLdText } from './jsonLd';

/**
 * Renders a page's head tags. React 19 moves <meta> and <link> into <head> wherever they are
 * rendered, and takes them out again with the page. The document title stays with DocumentTitle;
 * `tags.title` is there for a prerender and for og:title.
 */
export function PageHead({ tags }: { tags: HeadTags }) {
  if (!use(HeadTagsContext)) return null;
  return (
    <>
      <meta name="description" content={tags.description} />
      <link rel="canonical" href={tags.canonical} />
      {tags.meta.map((tag) => (
        <meta key={tag.property ?? tag.name} name={tag.name} property={tag.property} content={tag.content} />
      ))}
      {tags.jsonLd.map((data) => (
        // Escaped by jsonLdText: product text cannot close the script.
        <script key={String(data['@type'])} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}

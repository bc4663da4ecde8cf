import { useEffect, useSyncExternalStore } from 'react';
import type { HeadTags } from './headTags';
import { SERVER_HEAD_ATTR } from './headTagsContext';
import { jsonLdText } from './jsonLd';

const noChanges = () => () => undefined;

/**
 * Renders a page's head tags. React 19 moves <meta> and <link> into <head> wherever they are
 * rendered, and takes them out again with the page. The document title stays with DocumentTitle;
 * `tags.title` is there for a prerender and for og:title.
 *
 * A page that came from a server has its head written there, and React does not hydrate the tags
 * it hoists: the tags are rendered from the render right after this one hydrated (the server's
 * snapshot below is false), which then removes the server's. Asked of this component alone, not
 * of a context at the root, whose change would hydrate every Suspense boundary still waiting at
 * once, in one blocking task.
 */
export function PageHead({ tags }: { tags: HeadTags }) {
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (hydrated) for (const tag of document.head.querySelectorAll(`[${SERVER_HEAD_ATTR}]`)) tag.remove();
  }, [hydrated]);
  if (!hydrated) return null;
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

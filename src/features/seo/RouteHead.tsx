import { useLocation, useMatches } from 'react-router-dom';
import { useCurrentPageTitle } from './title/usePageTitle';
import { paths } from '@/utils/paths';
import { SubjectHead } from './SubjectHead';

/** A route whose screen renders its own head (SubjectHead) declares `handle: OWN_HEAD`. */
export const OWN_HEAD = { ownHead: true } as const;

const ownsHead = (handle: unknown) => typeof handle === 'object' && handle !== null && 'ownHead' in handle;

/**
 * The head of every other page (see headTags.ts), in both layouts: the home page, or a page named
 * by its title. Product and listing screens hold their data and render their own, so the shell
 * never loads the catalogue's code.
 */
export function RouteHead() {
  const { pathname } = useLocation();
  const title = useCurrentPageTitle()?.title ?? '';
  const screenOwnsHead = useMatches().some((match) => ownsHead(match.handle));
  if (screenOwnsHead) return null;
  return <SubjectHead subject={pathname === paths.home ? { kind: 'home' } : { kind: 'page', title, path: pathname }} />;
}

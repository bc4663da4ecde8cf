import { use } from 'react';
import type { PageSubject } from './headTags';
import { DrawnHeadContext } from './headTagsContext';
import { PageHead } from './PageHead';
import { useHeadTags } from './useHeadTags';

/** For a screen that knows its subject (a product, a listing): its route says `ownHead`. */
export function SubjectHead({ subject }: { subject: PageSubject }) {
  use(DrawnHeadContext)?.({ subject });
  return <PageHead tags={useHeadTags(subject)} />;
}

import { staticPageMeta } from '@league/shared/page-match';
import type { StaticPageId } from '@league/shared/pages';
import { SETTINGS } from '../../config/settings.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { PageMeta } from '../ui/page-meta.tsx';

interface CollectionHeadProps {
  /** The list page in the catalogue: its title is the header's and the structured data's name. */
  page: StaticPageId;
  /** One line for the schema.org CollectionPage, e.g. 'Recorded league games'. */
  summary: string;
  eyebrow: string;
  lead: string;
}

/** A public list page's metadata (a schema.org CollectionPage) and its header, titled as the catalogue says. */
export function CollectionHead({ page, summary, eyebrow, lead }: CollectionHeadProps) {
  const { title } = staticPageMeta(page, SETTINGS.siteName);
  return (
    <>
      <PageMeta page={page} jsonLd={{ '@type': 'CollectionPage', name: title, description: summary }} />
      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />
    </>
  );
}

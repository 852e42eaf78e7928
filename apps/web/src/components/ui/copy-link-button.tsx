import { Link2 } from 'lucide-react';
import { copyText } from '../../lib/clipboard.ts';
import { Button } from './button.tsx';
import { useOptionalToast } from './toast.tsx';

export const LINK_COPIED = 'Link copied';
export const LINK_NOT_COPIED = 'Could not copy the link: copy it from the address bar.';

/**
 * `Copy link`: the page's address, which holds its whole view (filters, sort, page), to paste anywhere
 * (docs/product/site.md#sharing).
 */
export function CopyLinkButton({ className }: { className?: string }) {
  const toast = useOptionalToast();
  const copy = async () => {
    const copied = await copyText(window.location.href);
    toast?.showToast(copied ? LINK_COPIED : LINK_NOT_COPIED, {
      tone: copied ? 'success' : 'error',
      durationMs: 4000,
      untilNavigation: true,
    });
  };
  return (
    <Button variant="secondary" onClick={() => void copy()} className={className}>
      <Link2 size={16} aria-hidden="true" />
      Copy link
    </Button>
  );
}

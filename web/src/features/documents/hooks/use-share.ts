import { toaster } from '../../../components/ui/toaster';

/**
 * Share a link: the device's own share sheet where there is one (Web Share API: messages, mail,
 * social apps), otherwise the link is copied for pasting anywhere.
 */
export async function shareLink({ title, url }: { title: string; url: string }): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toaster.create({ type: 'success', title: 'Link copied', description: 'Paste it into a message or an e-mail to share this document with family.' });
    return 'copied';
  } catch {
    toaster.create({ type: 'info', title: 'Copy this link to share the document', description: url, duration: 15_000 });
    return 'failed';
  }
}

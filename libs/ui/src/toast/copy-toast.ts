import { toast } from './use-toast';

/** What a copy says: when the text is on the clipboard, and when the browser refused it. */
export interface CopyTexts {
  copied: { title: string; description?: string };
  failed: { title: string; description?: string };
}

/** Puts `text` on the clipboard and says so in a toast; a refusal says `failed` (the text stays on screen to copy by hand). */
export async function copyWithToast(text: string, { copied, failed }: CopyTexts): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast(copied);
  } catch {
    toast({ variant: 'destructive', ...failed });
  }
}

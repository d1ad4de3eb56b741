/**
 * Copies text to the clipboard: the async Clipboard API where it is allowed,
 * else the older selection-based copy. Resolves false if neither works.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Not allowed here (permissions, insecure context): try the fallback.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetBlockStart = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    // Deprecated, but the only way to copy where the Clipboard API is missing.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * What a toast says about the clipboard, decided only once the copy was tried: a toast never
 * says "copied" for a link that is not in the clipboard (the one before would still be there).
 */
export function copyLine(text: string, copied: boolean): string {
  return copied ? `${text}: link copied.` : `${text}. The link could not be copied: press Copy.`;
}

/**
 * The browser's quick check of a chosen image before its upload (empty, type, size), with the server's own
 * messages; null when the file may go. The server still judges the content.
 */
export function imageFileProblem(
  file: { size: number; type: string },
  { acceptedTypes, maxBytes }: { acceptedTypes: readonly string[]; maxBytes: number },
  messages: { empty: string; wrongType: string; tooLarge: string },
): string | null {
  if (file.size === 0) return messages.empty;
  if (!acceptedTypes.includes(file.type)) return messages.wrongType;
  if (file.size > maxBytes) return messages.tooLarge;
  return null;
}

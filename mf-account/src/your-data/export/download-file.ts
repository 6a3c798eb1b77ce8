/** Hands the browser a file to save. */
export function downloadFile(name: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

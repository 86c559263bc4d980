/** Offers a text as a file to save: the browser's own download, from memory. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked once the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Offers a file to save: the browser's own download, from memory. */
function offer(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked once the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Offers a text as a file to save. */
export function downloadText(fileName: string, text: string, type: string): void {
  offer(fileName, new Blob([text], { type }));
}

/** Offers a file the server sent as base64 (a workbook) to save. */
export function downloadBase64(fileName: string, base64: string, type: string): void {
  offer(fileName, new Blob([Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))], { type }));
}

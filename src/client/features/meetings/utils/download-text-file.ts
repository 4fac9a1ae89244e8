/**
 * Saves `text` as a UTF-8 plain-text file named `fileName` through a temporary
 * `<a download>` pointing at a Blob URL (spec 2.17 "Export"). Browser only.
 */
export function downloadTextFile(fileName: string, text: string): void {
  const blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL dies.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

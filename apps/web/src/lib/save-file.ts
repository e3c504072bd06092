/** How long the file's object URL stays valid after the click: the browser reads it while the download starts. */
const REVOKE_AFTER_MS = 60_000;

/** Saves data as a JSON file through the browser's download, as if a link to the file had been followed. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

/** Saves text as a file of that type through the browser's download (plain text, an iCalendar file). */
export function saveTextFile(text: string, fileName: string, type = 'text/plain;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}

/** Saves a file already in memory (one the API generated) through the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** How long the file's object URL stays valid after the click: the browser reads it while the download starts. */
const REVOKE_AFTER_MS = 60_000;

/** Saves data as a JSON file through the browser's download, as if a link to the file had been followed. */
export function saveJsonFile(data: unknown, fileName: string): void {
  saveFile(JSON.stringify(data, null, 2), fileName, 'application/json');
}

/** Saves text as a file of that type through the browser's download (an iCalendar file, a JSON export). */
export function saveFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

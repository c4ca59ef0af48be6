/** Whether a drag carries files (not text, a link or a picture dragged from this page). */
export const dragHasFiles = (event: DragEvent): boolean => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** A folder holds at most this many files worth walking into (a whole disk dropped by mistake). */
const MAX_FOLDER_FILES = 10_000;

/**
 * The files of a drop, walking into dropped folders. The browser empties the DataTransfer once
 * the drop handler returns, so the entries are taken now and read afterwards.
 */
export function readDrop(dataTransfer: DataTransfer): Promise<File[]> {
  const files = Array.from(dataTransfer.files);
  const items = Array.from(dataTransfer.items ?? []).filter((item) => item.kind === 'file');
  const entries = items.map((item) => (typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null));
  if (!entries.some((entry) => entry?.isDirectory)) return Promise.resolve(files);
  return expand(entries, items);
}

async function expand(entries: Array<FileSystemEntry | null>, items: DataTransferItem[]): Promise<File[]> {
  const files: File[] = [];
  for (const [index, entry] of entries.entries()) {
    if (files.length >= MAX_FOLDER_FILES) break;
    if (entry) await collect(entry, files);
    else {
      const file = items[index]?.getAsFile();
      if (file) files.push(file);
    }
  }
  return files;
}

async function collect(entry: FileSystemEntry, into: File[]): Promise<void> {
  if (into.length >= MAX_FOLDER_FILES) return;
  if (entry.isFile) {
    const file = await new Promise<File | null>((resolve) => (entry as FileSystemFileEntry).file(resolve, () => resolve(null)));
    if (file) into.push(file);
    return;
  }
  if (!entry.isDirectory || entry.name.startsWith('.')) return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in batches (100 in Chromium) until it returns an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve) => reader.readEntries(resolve, () => resolve([])));
    if (batch.length === 0) return;
    for (const child of batch) await collect(child, into);
  }
}

import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** The limits a ZIP is read within, so a ZIP bomb stops early. */
export type ZipLimits = { maxFiles: number; maxTotalBytes: number; maxFileBytes: number };

export const ZIP_LIMITS: ZipLimits = {
  maxFiles: 20_000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxFileBytes: 20 * 1024 * 1024,
};

/**
 * An XLSX is a ZIP of XML that exceljs holds whole, at many times its size: 50 MB unpacked is
 * a statement of hundreds of thousands of rows, and the most a parsing worker is given to read.
 */
export const XLSX_LIMITS: ZipLimits = {
  maxFiles: 2_000,
  maxTotalBytes: 50 * 1024 * 1024,
  maxFileBytes: 50 * 1024 * 1024,
};

/** A ZIP the importer will not open, with the Spanish reason. */
export class ZipRefused extends Error {}

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip
        ? reject(new ZipRefused('El ZIP está dañado: no se puede abrir.'))
        : resolve(zip),
    ),
  );

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Calls `onFile` with each file of the ZIP, one at a time, in the order stored. Refuses the
 * whole ZIP past `maxFiles` files or `maxTotalBytes` unpacked (counted as the bytes are
 * inflated, not as the ZIP declares them), and any single file past `maxFileBytes`. Folders are
 * skipped; `wanted(name)` false skips a file without inflating it.
 */
export async function readZip(
  bytes: Buffer,
  onFile: (name: string, content: Buffer) => void,
  {
    wanted = () => true,
    limits = ZIP_LIMITS,
  }: { wanted?: (name: string) => boolean; limits?: ZipLimits } = {},
): Promise<void> {
  const zip = await openZip(bytes);
  if (zip.entryCount > limits.maxFiles) {
    zip.close();
    throw new ZipRefused(
      `El ZIP tiene ${zip.entryCount.toLocaleString('es-MX')} archivos; el máximo es ${limits.maxFiles.toLocaleString('es-MX')}. Divídelo en partes.`,
    );
  }
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const stop = (error: Error) => {
      zip.close();
      reject(error);
    };
    zip.on('error', () => stop(new ZipRefused('El ZIP está dañado: no se puede leer.')));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      if (entry.fileName.endsWith('/') || !wanted(entry.fileName)) {
        zip.readEntry();
        return;
      }
      if (entry.uncompressedSize > limits.maxFileBytes) {
        stop(
          new ZipRefused(
            `El archivo ${entry.fileName} del ZIP pasa de ${mb(limits.maxFileBytes)} MB descomprimido.`,
          ),
        );
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return stop(new ZipRefused('El ZIP está dañado: no se puede leer.'));
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          total += chunk.length;
          if (total > limits.maxTotalBytes) {
            stream.destroy();
            stop(
              new ZipRefused(
                `El ZIP descomprimido pasa de ${mb(limits.maxTotalBytes)} MB: divídelo en partes más pequeñas.`,
              ),
            );
            return;
          }
          if (size > limits.maxFileBytes) {
            stream.destroy();
            stop(
              new ZipRefused(
                `El archivo ${entry.fileName} del ZIP pasa de ${mb(limits.maxFileBytes)} MB descomprimido.`,
              ),
            );
            return;
          }
          chunks.push(chunk);
        });
        stream.on('error', () =>
          stop(new ZipRefused('El ZIP está dañado: un archivo no se puede descomprimir.')),
        );
        stream.on('end', () => {
          try {
            onFile(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          } catch (e) {
            stop(e as Error);
          }
        });
      });
    });
    zip.readEntry();
  });
}

/** The names of the files of a ZIP (an XLSX's parts), refusing it past the limits it declares. */
export async function zipFileNames(bytes: Buffer, limits = ZIP_LIMITS): Promise<string[]> {
  const zip = await openZip(bytes);
  const names: string[] = [];
  let declared = 0;
  return new Promise((resolve, reject) => {
    zip.on('error', () => reject(new ZipRefused('El archivo comprimido está dañado.')));
    zip.on('end', () => resolve(names));
    zip.on('entry', (entry: Entry) => {
      names.push(entry.fileName);
      declared += entry.uncompressedSize;
      if (names.length > limits.maxFiles || declared > limits.maxTotalBytes) {
        zip.close();
        reject(
          new ZipRefused(
            `El archivo descomprimido pasa de ${mb(limits.maxTotalBytes)} MB o de ${limits.maxFiles.toLocaleString('es-MX')} partes: divídelo en archivos más pequeños.`,
          ),
        );
        return;
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
}

import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, msg } from '@lunna/contract';
import { AppError } from './app-error';
import { assertNoControlCharacters } from './control-characters';

export type MultipartData = {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
  fileLists: Record<string, Buffer[]>;
};

/** A file field that takes several files, up to `max` (beyond it: 400 with `message`). */
export type FileListField = { max: number; message?: string };

/**
 * Reads a multipart request: known text fields, at most one file per known file field, and up to a
 * maximum of files per list field (`fileLists`).
 * Limits are enforced while streaming, so an oversize upload never sits whole in memory.
 */
export async function readMultipart(
  request: FastifyRequest,
  expected: {
    fields: readonly string[];
    files: readonly string[];
    fileLists?: Record<string, FileListField>;
  },
): Promise<MultipartData> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', msg.envieMultipart);
  }
  const data: MultipartData = { fields: {}, files: {}, fileLists: {} };
  const lists = expected.fileLists ?? {};
  // One file more than allowed still reaches us, so "too many" is answered with the field's own message.
  const maxFiles = expected.files.length + Object.values(lists).reduce((sum, l) => sum + l.max + 1, 0);
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: maxFiles,
        fields: expected.fields.length + 2,
        fieldSize: 64 * 1024,
      },
    })) {
      if (part.type === 'file' && Object.hasOwn(lists, part.fieldname)) {
        const list = (data.fileLists[part.fieldname] ??= []);
        const { max, message = msg.tooManyFiles } = lists[part.fieldname]!;
        if (list.length >= max) {
          part.file.resume();
          throw new AppError(400, 'VALIDATION', message, { [part.fieldname]: message });
        }
        const buffer = await part.toBuffer();
        if (buffer.length === 0) {
          throw new AppError(400, 'VALIDATION', msg.fileTooSmall(1), {
            [part.fieldname]: msg.fileTooSmall(1),
          });
        }
        list.push(buffer);
      } else if (part.type === 'file') {
        if (!expected.files.includes(part.fieldname) || data.files[part.fieldname]) {
          part.file.resume();
          throw new AppError(400, 'VALIDATION', msg.tooManyFiles, { [part.fieldname]: msg.tooManyFiles });
        }
        const buffer = await part.toBuffer();
        if (buffer.length === 0) {
          throw new AppError(400, 'VALIDATION', msg.fileTooSmall(1), {
            [part.fieldname]: msg.fileTooSmall(1),
          });
        }
        data.files[part.fieldname] = buffer;
      } else if (expected.fields.includes(part.fieldname)) {
        const value = String(part.value);
        assertNoControlCharacters(value, part.fieldname);
        data.fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    throw mapMultipartError(err);
  }
  return data;
}

/**
 * Limits keep their 413; anything else that goes wrong while the parts are read is the body's fault (no or
 * a wrong boundary, a part or its headers cut short, a prototype field name): one 400 with a stable code.
 * Nothing is written before the whole body has been read, so a refused upload leaves no trace.
 */
function mapMultipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', msg.fileTooLarge(MAX_UPLOAD_BYTES));
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', msg.tooManyFiles);
  }
  return new AppError(400, 'MALFORMED_MULTIPART', msg.formularioInvalido);
}

/** The `body` field holds the JSON payload, as in the spec's client. */
export function jsonField(data: MultipartData, name = 'body'): unknown {
  const raw = data.fields[name];
  if (raw === undefined)
    throw new AppError(400, 'VALIDATION', msg.dadosAusentes, { [name]: 'Campo obrigatorio' });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'VALIDATION', msg.jsonInvalido, { [name]: msg.jsonInvalido });
  }
  // Escaped in the JSON ("\u0000"), a control character only shows once it is parsed.
  assertNoControlCharacters(value);
  return value;
}

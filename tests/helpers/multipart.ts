/**
 * A multipart/form-data body as a browser sends it: text fields, then at most one file (a PDF
 * unless told otherwise). For `app.inject`: spread `headers` into the request's headers and send
 * `payload`.
 */
export function multipartBody(
  fields: Record<string, string | number>,
  file?: { filename: string; content: Buffer; contentType?: string; field?: string },
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----anupalan${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// Sends a multipart form (an upload) and reports how much of it has gone. fetch reports upload
// progress only with a streamed request body, which Chromium sends only over HTTP/2, and our server
// speaks HTTP/1.1: XMLHttpRequest reports progress over either. The answer comes back as a Response,
// so the client reads its envelope exactly as it reads every other answer.

/** Statuses whose Response may carry no body. */
const NO_BODY = new Set([204, 205, 304]);

export function sendForm(url: string, headers: Record<string, string>, body: FormData, signal: AbortSignal, onProgress?: (percent: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      };
    }
    xhr.onload = () => {
      const type = xhr.getResponseHeader('content-type') ?? '';
      resolve(new Response(NO_BODY.has(xhr.status) ? null : xhr.responseText, { status: xhr.status, headers: type ? { 'content-type': type } : {} }));
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return xhr.abort();
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

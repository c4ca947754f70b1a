import { href, type AddressOf, type AnswerOf, type AnyRoute } from "../../shared/route.ts";
import { API_FAILED_MESSAGE, ApiError, NETWORK_ERROR_MESSAGE } from "./api.ts";

type UploadOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

/**
 * Uploads a file to a route table's entry (decision 0047): its method, its address from the parameters and
 * query, and the answer of the type the table names (which the server's schema for the route is held to).
 */
export function uploadTo<R extends AnyRoute>(
  entry: R,
  address: AddressOf<R>,
  file: Blob,
  options: UploadOptions = {},
): Promise<AnswerOf<R>> {
  return uploadFile<AnswerOf<R>>(href(entry, address), file, { ...options, method: entry.method });
}

/**
 * Sends a file as the raw request body and answers the JSON reply, reporting progress (0 to 1) as it goes.
 * XMLHttpRequest rather than fetch: fetch does not report upload progress. Failures are ApiErrors, as with `api`.
 */
function uploadFile<T>(
  url: string,
  file: Blob,
  {
    method = "PUT",
    onProgress,
    signal,
  }: { method?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("content-type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const error = (
        body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined
      )?.error;
      reject(
        typeof error?.message === "string"
          ? new ApiError(xhr.status, error.code ?? `HTTP_${xhr.status}`, error.message, error.fields)
          : new ApiError(xhr.status, `HTTP_${xhr.status}`, API_FAILED_MESSAGE),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException("The upload was canceled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
